import type { Car, Reservation, Tenant } from '@/payload-types'
import { formatPaid, formatHoldEnd, holdEndsAt, reservationRefusal } from '@/domain/reservations'
import { siteSettings } from '@tenants/settings'
import { stripeConfig, verifiedStripeEvent } from '@/integrations/payments/stripe'
import { getPayloadClient } from '@/lib/payload'
import { idOf } from '@tenants/roles'
import { blockingReservationOf } from './blockingReservation'
import { refundDeposit } from './refundDeposit'
import { orderHoldEnd, orderLines, orderOfPayment, recordOrderPaid } from '@/features/orders/orderPaid'
import { log } from '@/lib/log.mjs'

export type PaymentEventOutcome = { status: 200 | 400 | 404 | 503; body: { received?: boolean; error?: string } }

type SessionObject = {
  id?: string
  payment_status?: string
  payment_intent?: string | null
  client_reference_id?: string | null
  metadata?: Record<string, string> | null
}

/**
 * Stripe's report on a deposit (POST /api/payments/stripe): only an event whose signature
 * proves it came from Stripe is read. A paid checkout holds the car for 48 hours and becomes a
 * lead for the dealer, stored together before Stripe is told 200 (on any failure Stripe is
 * told 503 and sends the event again; a repeat finds the work done and changes nothing). A
 * checkout that ended unpaid stops blocking the car. Other events are acknowledged and ignored.
 */
export async function receivePaymentEvent(
  rawBody: string,
  signature: string | null,
  now = new Date(),
): Promise<PaymentEventOutcome> {
  const config = stripeConfig()
  if (!config) return { status: 404, body: { error: 'This platform takes no payments.' } }
  const event = verifiedStripeEvent(rawBody, signature, config.webhookSecret, now)
  if (!event) return { status: 400, body: { error: 'The Stripe-Signature header does not match this body.' } }
  const session = event.data.object as SessionObject
  const paid =
    (event.type === 'checkout.session.completed' && session.payment_status === 'paid') ||
    event.type === 'checkout.session.async_payment_succeeded'
  const ended = event.type === 'checkout.session.expired' || event.type === 'checkout.session.async_payment_failed'
  if (!paid && !ended) return { status: 200, body: { received: true } }

  const payload = await getPayloadClient()
  const id = session.metadata?.reservation ?? session.client_reference_id
  const reservation = id
    ? await payload
        .findByID({ collection: 'reservations', id, depth: 0, overrideAccess: true, disableErrors: true })
        .catch(() => null)
    : null
  // A session of ours names its reservation, and the reservation names the session back.
  if (!reservation || !session.id || reservation.checkoutSession !== session.id)
    return { status: 400, body: { error: 'No reservation has this checkout.' } }
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: idOf(reservation.tenant)!,
    depth: 0,
    overrideAccess: true,
  })
  // Connect events name the account they happened on: it must be this dealer's.
  if (event.account && event.account !== tenant.features?.stripeAccount?.trim())
    return { status: 400, body: { error: 'The payment was made to another account.' } }

  try {
    if (ended) {
      if (reservation.status === 'awaiting-payment')
        await payload.update({
          collection: 'reservations',
          id: reservation.id,
          data: { status: 'not-paid' },
          overrideAccess: true,
        })
      return { status: 200, body: { received: true } }
    }
    await holdCar(tenant, reservation, session, now)
    return { status: 200, body: { received: true } }
  } catch (error) {
    log.error({ err: error, reservation: reservation.id, event: event.id }, 'payment event not recorded')
    return { status: 503, body: { error: 'Not recorded; send it again.' } }
  }
}

/** The deposit is paid: the car is held (or, if another buyer's hold stood, a refund is due) and the dealer gets a lead. */
async function holdCar(tenant: Tenant, reservation: Reservation, session: SessionObject, now: Date) {
  const payload = await getPayloadClient()
  // A payment towards an order holds the car through its handover (src/features/orders).
  const order = await orderOfPayment(reservation)
  if (reservation.status === 'held' || reservation.status === 'refund-due') {
    if (reservation.lead) {
      if (order?.status === 'awaiting-payment')
        await recordOrderPaid(order, reservation, reservation.lead as never, now)
      return refundIfDue(reservation)
    }
  } else {
    const carId = carOf(reservation)
    const car =
      carId === null
        ? null
        : await payload.findByID({ collection: 'cars', id: carId, depth: 0, overrideAccess: true, disableErrors: true })
    const other = carId === null ? null : await blockingReservationOf(payload, tenant, carId, now, reservation.id)
    const heldByOther = other?.status === 'held'
    const refusal = car ? reservationRefusal(car, heldByOther ? other : null, now) : 'sold'
    reservation = await payload.update({
      collection: 'reservations',
      id: reservation.id,
      data: refusal
        ? { status: 'refund-due', paidAt: now.toISOString(), paymentIntent: session.payment_intent ?? undefined }
        : {
            status: 'held',
            paidAt: now.toISOString(),
            heldUntil: (order ? orderHoldEnd(order, tenant, now) : holdEndsAt(now)).toISOString(),
            paymentIntent: session.payment_intent ?? undefined,
          },
      overrideAccess: true,
    })
  }
  const what = order ? 'Bought online' : 'Reserved online'
  const lead = await payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      summary: [`${reservation.firstName} ${reservation.lastName ?? ''}`.trim(), what, reservation.carTitle]
        .filter(Boolean)
        .join(' · '),
      category: 'reservation',
      status: 'new',
      subcategory: reservation.status === 'held' ? what : `${what}: refund due`,
      firstName: reservation.firstName,
      lastName: reservation.lastName,
      email: reservation.email,
      phone: reservation.phone,
      message: [
        reservationMessage(reservation, tenant),
        ...(order ? orderLines(order, siteSettings(tenant).identity.timeZone) : []),
      ].join('\n'),
      vehicle: { car: carOf(reservation), title: reservation.carTitle, stockNumber: reservation.stockNumber },
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'reservations',
    id: reservation.id,
    data: { lead: lead.id },
    overrideAccess: true,
  })
  if (order) await recordOrderPaid(order, reservation, lead.id, now)
  await refundIfDue(reservation)
}

/** A deposit paid for a car that was no longer available goes straight back; if Stripe fails, staff refund it from the admin. */
async function refundIfDue(reservation: Reservation) {
  if (reservation.status !== 'refund-due') return
  const outcome = await refundDeposit(
    await getPayloadClient(),
    reservation,
    'Automatically: the car was no longer available',
  )
  if (outcome.status !== 200)
    log.error({ reservation: reservation.id, outcome: outcome.body }, 'automatic refund failed')
}

/** The reserved car's id, whether the reservation was read with the car or without. */
const carOf = (reservation: Reservation): Car['id'] | null =>
  reservation.car && typeof reservation.car === 'object' ? reservation.car.id : (reservation.car ?? null)

/** What the dealer reads in the lead. */
function reservationMessage(reservation: Reservation, tenant: Tenant): string {
  const deposit = formatPaid(reservation.deposit, reservation.currency)
  const payment = reservation.paymentIntent ? ` (Stripe payment ${reservation.paymentIntent})` : ''
  if (reservation.status === 'held' && reservation.heldUntil)
    return `Deposit of ${deposit} paid online${payment}. The car is held for this buyer until ${formatHoldEnd(
      reservation.heldUntil,
      siteSettings(tenant).identity.timeZone,
    )}.`
  return `Deposit of ${deposit} paid online${payment}, but the car was no longer available (sold or reserved by another buyer). The deposit is refunded automatically (the reservation shows the refund, or a Refund deposit button if Stripe refused). Please call the buyer.`
}
