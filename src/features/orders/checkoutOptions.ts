import type { Payload } from 'payload'
import type { Car, Tenant, Visitor } from '@/payload-types'
import { fullPaymentPossible, handoverDays } from '@/domain/orders'
import { carDepositCents, reservationRefusal, REFUSAL_MESSAGES } from '@/domain/reservations'
import { offerStands } from '@/domain/tradeInOffer'
import { carTitle } from '@/domain/carTitle'
import { quoteAllowed } from '@/domain/financeQuote'
import { listedCarOf } from '@/content/cars'
import { visibleLocationsOf } from '@/content/locations'
import { carPlaceOf, locationSites } from '@/content/locationSites'
import { preApprovalOffered } from '@/features/finance/preApproval'
import { quotesOffered } from '@/features/finance/quote'
import { salesHoursOf } from '@/features/leads/enquiryForms'
import { blockingReservationOf } from '@/features/reservations/blockingReservation'
import { reservationTermsOf, type ReservationTerms } from '@/features/reservations/reservationTerms'
import { getPayloadClient } from '@/lib/payload'
import { siteSettings } from '@tenants/settings'

export type TradeInOffer = { id: string; car: string; amount: number; validUntil: string | null }

/** What a buyer paying by finance is offered inside the journey: the broker's quote and pre-approval, with the quote's small print. */
export type JourneyFinance = { quote: boolean; preApproval: boolean; comparisonRateBasis: string }

/** What the checkout journey offers for one car: its price, the deposit, the handover days, the buyer's trade-in offers. */
export type CheckoutOptions = {
  car: Pick<Car, 'id' | 'slug'>
  vehicle: { title: string; stockNumber: string }
  price: number
  depositCents: number
  /** Whether a cash buyer may pay the whole balance now (the dealer allows it and Stripe can take it). */
  payInFull: boolean
  days: string[]
  offers: TradeInOffer[]
  terms: ReservationTerms
  timeZone: string
  dealership: string | null
  finance: JourneyFinance
}

export type CheckoutRefusal = { status: 404 | 409 | 503; error: string }

export const NOT_SOLD_ONLINE = 'This dealer does not sell cars online. Please enquire about the car instead.'
const UNAVAILABLE = 'We could not check this car just now. Please try again shortly, or call us.'

/** Whether the dealer sells online at all: Reserve Online live (its Stripe account and the platform's keys) and Buy online on. */
export function buyOnlineTermsOf(tenant: Tenant): ReservationTerms | null {
  const terms = reservationTermsOf(tenant)
  return terms && siteSettings(tenant).features.buyOnline ? terms : null
}

/** The trade-in offers a signed-in buyer holds from this dealer that still stand (by the number they verified). */
export async function standingOffersOf(
  payload: Payload,
  tenant: Tenant,
  visitor: Visitor | null,
  now: Date,
): Promise<TradeInOffer[]> {
  if (!visitor) return []
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { phone: { equals: visitor.phone } },
        { 'dealerOffer.amount': { greater_than: 0 } },
      ],
    },
    depth: 0,
    limit: 20,
    pagination: false,
    sort: '-createdAt',
    overrideAccess: true,
  })
  const timeZone = siteSettings(tenant).identity.timeZone
  return docs
    .filter((lead) => offerStands(lead.dealerOffer?.validUntil, now, timeZone))
    .map((lead) => ({
      id: String(lead.id),
      car: [lead.tradeIn?.year, lead.tradeIn?.make, lead.tradeIn?.model].filter(Boolean).join(' ') || 'Your car',
      amount: lead.dealerOffer!.amount!,
      validUntil: lead.dealerOffer?.validUntil ?? null,
    }))
}

/**
 * The journey for a car, or why there is none: the dealer sells online, the car is listed,
 * priced, offered online and free (nobody holds it or is paying for it). The handover days are
 * the open days of the sales department the car is at (its first one where it names none).
 */
export async function checkoutOptionsOf(
  tenant: Tenant,
  slug: string,
  visitor: Visitor | null,
  now: Date,
): Promise<CheckoutOptions | CheckoutRefusal> {
  const terms = buyOnlineTermsOf(tenant)
  if (!terms) return { status: 404, error: NOT_SOLD_ONLINE }
  const found = slug.length <= 200 ? await listedCarOf(tenant, slug) : null
  if (found === 'unavailable') return { status: 503, error: UNAVAILABLE }
  if (!found) return { status: 409, error: REFUSAL_MESSAGES.sold }
  const payload = await getPayloadClient()
  const refusal = reservationRefusal(found.car, await blockingReservationOf(payload, tenant, found.car.id, now), now)
  if (refusal) return { status: 409, error: REFUSAL_MESSAGES[refusal] }
  const sites = locationSites(await visibleLocationsOf(tenant))
  const place = carPlaceOf(sites, found.car)
  const site = place.site ?? sites.find((s) => s.departments.some((d) => d.locationType === 'sales')) ?? sites[0]
  const settings = siteSettings(tenant)
  const timeZone = settings.identity.timeZone
  const depositCents = carDepositCents(terms.depositCents, found.car.reserveDeposit)
  const price = found.listing.price
  const quotable = quoteAllowed(found.listing, settings.finance)
  return {
    car: found.car,
    vehicle: { title: carTitle(found.listing, settings.stock.titleFormat), stockNumber: found.car.stockNumber },
    price,
    depositCents,
    payInFull: settings.features.payInFull && fullPaymentPossible(Math.round(price * 100), depositCents),
    days: handoverDays(site ? salesHoursOf(site.departments) : null, { timeZone, now }),
    offers: await standingOffersOf(payload, tenant, visitor, now),
    terms,
    timeZone,
    dealership: site?.name ?? null,
    finance: {
      quote: quotable && quotesOffered(tenant),
      preApproval: quotable && preApprovalOffered(tenant),
      comparisonRateBasis: settings.finance.comparisonRateBasis.trim(),
    },
  }
}
