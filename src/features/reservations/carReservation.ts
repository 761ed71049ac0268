import type { Car, Tenant } from '@/payload-types'
import { blockEndsAt, carDepositCents, formatDeposit, reservationRefusal } from '@/domain/reservations'
import { cachedRead, cacheRenderUntil } from '@/content/cached'
import { tenantTags } from '@/content/tenant'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { blockingReservationOf } from './blockingReservation'
import { reservationTermsOf } from './reservationTerms'
import { siteSettings } from '@tenants/settings'

export type CarReservation =
  | { state: 'open'; deposit: string; holdText: string; buyOnline: boolean }
  | { state: 'held'; until: string; timeZone: string }
  | { state: 'in-checkout' | 'reserved-by-dealer' }

/**
 * What a car's Reserve Online tab shows, or null where the site takes no reservations or the
 * car is not in stock or has no price. The page is cached: it expires when a reservation of the dealer changes
 * (the collection's tag) and, while a hold or a checkout blocks the car, when that ends.
 */
export async function carReservationOf(
  tenant: Tenant,
  car: Pick<Car, 'id' | 'status' | 'reserved' | 'price' | 'reserveOffered' | 'reserveDeposit'>,
  now = new Date(),
): Promise<CarReservation | null> {
  const terms = reservationTermsOf(tenant)
  if (!terms || car.status !== 'in_stock') return null
  const blocking = await cachedRead(
    ['car-reservation', tenant.id, car.id],
    [...tenantTags(tenant), contentTag(tenant.id, 'reservations')],
    async () => blockingReservationOf(await getPayloadClient(), tenant, car.id, now),
  )
  const refusal = reservationRefusal(car, blocking, now)
  // A car without a price, or one its dealer does not sell online, has no tab: its page asks the buyer to enquire.
  if (refusal === 'unpriced' || refusal === 'not-offered') return null
  if (blocking && refusal) await cacheRenderUntil(blockEndsAt(blocking), now)
  if (!refusal) {
    const deposit = formatDeposit(carDepositCents(terms.depositCents, car.reserveDeposit))
    // The dealer's text names its own deposit; a car with another one names that.
    return {
      state: 'open',
      deposit,
      holdText: terms.holdText.replaceAll(formatDeposit(terms.depositCents), deposit),
      buyOnline: siteSettings(tenant).features.buyOnline,
    }
  }
  if (refusal === 'in-checkout') return { state: 'in-checkout' }
  if (blocking?.status === 'held' && blocking.heldUntil)
    return { state: 'held', until: blocking.heldUntil, timeZone: terms.timeZone }
  return { state: 'reserved-by-dealer' }
}
