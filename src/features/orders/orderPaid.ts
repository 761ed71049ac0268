import type { Order, Reservation, Tenant } from '@/payload-types'
import { formatHandoverDay, orderHoldEndsAt } from '@/domain/orders'
import { formatHoldEnd, formatPaid } from '@/domain/reservations'
import { idOf } from '@/domain/ids'
import { getPayloadClient } from '@/lib/payload'
import { siteSettings } from '@tenants/settings'

/** The order a payment is for, or null for a deposit alone. */
export async function orderOfPayment(reservation: Pick<Reservation, 'order'>): Promise<Order | null> {
  const id = idOf(reservation.order)
  if (id === null) return null
  const payload = await getPayloadClient()
  return payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true })
}

/** How long an order's payment holds the car: through the day after its handover day. */
export const orderHoldEnd = (order: Order, tenant: Tenant, paidAt: Date) =>
  orderHoldEndsAt(order.handoverDay!, siteSettings(tenant).identity.timeZone, paidAt)

/**
 * Stripe reported the order's payment: the order is placed (or, when the car went to another
 * buyer first, cancelled: its payment is refunded with the reservation), with the lead.
 */
export async function recordOrderPaid(order: Order, payment: Reservation, lead: string | number | null, now: Date) {
  const payload = await getPayloadClient()
  await payload.update({
    collection: 'orders',
    id: order.id,
    data: {
      status: payment.status === 'held' ? 'placed' : 'cancelled',
      paidAt: now.toISOString(),
      ...(lead === null ? {} : { lead: lead as never }),
    },
    overrideAccess: true,
  })
}

/** The order as the dealer's lead and the buyer's e-mail describe it, one line per part. */
export function orderLines(order: Order, timeZone: string): string[] {
  const currency = order.currency ?? ''
  const tradeIn =
    order.tradeIn?.kind === 'offer'
      ? `Trade-in: ${order.tradeIn.car ?? 'the buyer’s car'}, at the accepted offer of ${formatPaid(order.tradeIn.credit, currency)}.`
      : order.tradeIn?.kind === 'valuation'
        ? `Trade-in to be valued: ${order.tradeIn.car}.`
        : 'No trade-in.'
  const handover =
    order.handover === 'delivery'
      ? `Delivery on ${formatHandoverDay(order.handoverDay!)} to ${order.deliveryAddress} ${order.deliveryPostcode ?? ''}`.trim() +
        '.'
      : `Pick-up on ${formatHandoverDay(order.handoverDay!)}.`
  return [
    `Drive-away price ${formatPaid(order.price, currency)}; balance after trade-in ${formatPaid(order.balance, currency)}.`,
    tradeIn,
    order.paymentMethod === 'finance'
      ? 'Paying with finance (the dealer’s finance team calls with a quote).'
      : 'Paying cash.',
    handover,
    order.dueLater
      ? `Paid online ${formatPaid(order.paidNow, currency)}; due at handover ${formatPaid(order.dueLater, currency)}.`
      : `Paid in full online: ${formatPaid(order.paidNow, currency)}.`,
    ...(order.paidAt ? [`Paid ${formatHoldEnd(order.paidAt, timeZone)}.`] : []),
  ]
}
