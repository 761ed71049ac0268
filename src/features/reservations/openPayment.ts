import { randomBytes } from 'node:crypto'
import type { Car, Order, Reservation, Tenant } from '@/payload-types'
import { checkoutEndsAt, formatDeposit, REFUSAL_MESSAGES } from '@/domain/reservations'
import { normalisePhone } from '@/domain/phone'
import { createCheckoutSession, PaymentProviderError } from '@/integrations/payments/stripe'
import { getPayloadClient } from '@/lib/payload'
import { siteOrigin } from '@tenants/siteUrl'
import { blockingReservationOf } from './blockingReservation'
import type { ReservationTerms } from './reservationTerms'
import { log } from '@/lib/log.mjs'

export const NOT_STORED =
  'We could not take your reservation just now. Nothing was charged; please try again or call us.'
const NO_PAYMENT_PAGE =
  'We could not open the payment page just now. Nothing was charged; please try again shortly or call us.'

export type PaymentOpened =
  | { status: 201; body: { reservation: string; checkout_url: string }; reservationId: Reservation['id'] }
  | { status: 409 | 502 | 503; body: { error: string } }

export type PaymentRequest = {
  tenant: Tenant
  terms: ReservationTerms
  car: Pick<Car, 'id' | 'slug'>
  vehicle: { title?: string | null; stockNumber?: string | null }
  buyer: { firstName: string; lastName?: string; email: string; phone: string }
  amountCents: number
  /** What the buyer reads on Stripe's page. */
  description: string
  /** The order this payment is for; none for a deposit alone. */
  order?: Order['id']
  now: Date
}

/**
 * Money towards a car, a deposit or an order's payment: the reservation that records it is
 * stored (awaiting payment, blocking the car for the checkout's life) and only then is a
 * Stripe Checkout opened on the dealer's account; the answer is the page to pay on. Two
 * buyers who started at the same moment both stored theirs: the earlier one goes on (409 for
 * the other). If the payment page cannot be opened the reservation is marked not paid, so it
 * never blocks the car, and the buyer is told (502).
 */
export async function openPayment(request: PaymentRequest): Promise<PaymentOpened> {
  const { tenant, terms, car, vehicle, buyer, amountCents, now } = request
  const payload = await getPayloadClient()
  const reference = randomBytes(18).toString('base64url')
  const closes = checkoutEndsAt(now)
  let reservation
  try {
    reservation = await payload.create({
      collection: 'reservations',
      data: {
        tenant: tenant.id,
        summary: [`${buyer.firstName} ${buyer.lastName ?? ''}`.trim(), vehicle.title, formatDeposit(amountCents)].join(
          ' · ',
        ),
        status: 'awaiting-payment',
        car: car.id,
        carTitle: vehicle.title,
        stockNumber: vehicle.stockNumber,
        firstName: buyer.firstName,
        lastName: buyer.lastName,
        email: buyer.email,
        phone: normalisePhone(buyer.phone),
        deposit: amountCents / 100,
        currency: terms.currency.toUpperCase(),
        checkoutEndsAt: closes.toISOString(),
        stripeAccount: terms.account,
        reference,
        order: request.order,
      },
      overrideAccess: true,
    })
  } catch (error) {
    log.error({ err: error }, 'reservation could not be stored')
    return { status: 503, body: { error: NOT_STORED } }
  }

  const first = await blockingReservationOf(payload, tenant, car.id, now)
  if (first && first.id !== reservation.id) {
    await markNotPaid(reservation.id)
    return { status: 409, body: { error: REFUSAL_MESSAGES['in-checkout'] } }
  }

  const carPage = `${siteOrigin(tenant)}/cars/${car.slug}`
  try {
    const session = await createCheckoutSession(terms.stripe, {
      account: terms.account,
      amountCents,
      currency: terms.currency,
      description: request.description,
      reservationId: String(reservation.id),
      customerEmail: buyer.email,
      successUrl: `${carPage}/reserved?ref=${reference}`,
      cancelUrl: `${siteOrigin(tenant)}/api/cars/${car.slug}/reserve/cancel?ref=${reference}`,
      expiresAt: closes,
    })
    await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: { checkoutSession: session.id },
      overrideAccess: true,
    })
    return {
      status: 201,
      body: { reservation: reference, checkout_url: session.url },
      reservationId: reservation.id,
    }
  } catch (error) {
    log.error({ err: error, reservation: reservation.id }, 'no checkout for the reservation')
    await markNotPaid(reservation.id)
    return {
      status: error instanceof PaymentProviderError ? 502 : 503,
      body: { error: error instanceof PaymentProviderError ? NO_PAYMENT_PAGE : NOT_STORED },
    }
  }
}

/** A reservation that will never be paid stops blocking the car at once. */
async function markNotPaid(id: string | number) {
  const payload = await getPayloadClient()
  await payload
    .update({ collection: 'reservations', id, data: { status: 'not-paid' }, overrideAccess: true })
    .catch((error: unknown) => log.error({ err: error, reservation: id }, 'reservation could not be marked not paid'))
}
