import type { Reservation, Tenant } from '@/payload-types'
import { expireCheckoutSession } from '@/integrations/payments/stripe'
import { getPayloadClient } from '@/lib/payload'
import { reservationTermsOf } from './reservationTerms'
import { log } from '@/lib/log.mjs'

/** The buyer's reservation by the reference in their links (never by its id), on this dealer's site only. */
export async function reservationByReference(
  tenant: Pick<Tenant, 'id'>,
  reference: string,
): Promise<Reservation | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(reference)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'reservations',
    where: { and: [{ tenant: { equals: tenant.id } }, { reference: { equals: reference } }] },
    depth: 1,
    limit: 1,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The buyer left Stripe's page without paying (its Back link): the checkout is closed at Stripe,
 * so it can never be paid later, and the reservation stops blocking the car at once, for this
 * buyer to try again or the next to reserve. A checkout Stripe will not close was paid
 * meanwhile: its report holds the car as usual. Gives the car's page to return to.
 */
export async function cancelCheckout(tenant: Tenant, reference: string): Promise<string | null> {
  const reservation = await reservationByReference(tenant, reference)
  if (!reservation) return null
  const car = reservation.car && typeof reservation.car === 'object' ? reservation.car : null
  const back = car?.slug ? `/cars/${car.slug}` : '/'
  const terms = reservationTermsOf(tenant)
  if (reservation.status !== 'awaiting-payment' || !reservation.checkoutSession || !terms) return back
  try {
    const closed = await expireCheckoutSession(terms.stripe, terms.account, reservation.checkoutSession)
    if (closed)
      await (
        await getPayloadClient()
      ).update({ collection: 'reservations', id: reservation.id, data: { status: 'not-paid' }, overrideAccess: true })
  } catch (error) {
    // The checkout ends by itself within half an hour; the buyer is not kept waiting for Stripe.
    log.error({ err: error, reservation: reservation.id }, 'checkout not closed')
  }
  return back
}
