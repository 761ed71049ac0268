import type { Payload } from 'payload'
import { formatHandoverDay } from '@/domain/orders'
import { formatPaid, RESERVATION_STATUSES } from '@/domain/reservations'
import type { Order, Tenant, Visitor } from '@/payload-types'

/** One payment a buyer made (or has open) on this dealer's site: a deposit, or the payment of an order. */
export type BuyerPayment = {
  id: string
  car: string
  what: 'Deposit to reserve the car' | 'Deposit on your order' | 'Full payment for your order'
  amount: string
  status: string
  paidAt: string | null
  /** An open checkout: until when it can still be paid. */
  openUntil: string | null
  /** Stripe's payment id, which the dealer and the buyer's bank can find it by. */
  stripePayment: string | null
  refund: { stripeRefund: string | null; at: string | null } | null
  order: { price: string; tradeInCredit: string | null; dueLater: string; handover: string } | null
}

const RECENT = 50

/**
 * Everything a signed-in buyer paid this dealer online, newest first, by the mobile number they
 * verified: deposits and orders, refunds, and what is still due at the handover. A checkout that
 * ended unpaid took no money and is left out; one still open is shown until it ends.
 */
export async function paymentsOf(payload: Payload, tenant: Tenant, visitor: Visitor, now = new Date()) {
  const { docs } = await payload.find({
    collection: 'reservations',
    overrideAccess: true,
    depth: 0,
    limit: RECENT,
    pagination: false,
    sort: '-createdAt',
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { phone: { equals: visitor.phone } },
        {
          or: [
            { paidAt: { exists: true } },
            { and: [{ status: { equals: 'awaiting-payment' } }, { checkoutEndsAt: { greater_than: now } }] },
          ],
        },
      ],
    },
  })
  const orderIds = docs.flatMap((payment) => (payment.order ? [payment.order as number | string] : []))
  const orders = orderIds.length
    ? await payload.find({
        collection: 'orders',
        overrideAccess: true,
        depth: 0,
        pagination: false,
        limit: orderIds.length,
        where: { id: { in: orderIds } },
      })
    : { docs: [] as Order[] }
  const orderOf = new Map(orders.docs.map((order) => [String(order.id), order]))
  return docs.map((payment): BuyerPayment => {
    const order = payment.order ? orderOf.get(String(payment.order)) : undefined
    const dollars = (amount: number | null | undefined) => formatPaid(amount, payment.currency)
    return {
      id: String(payment.id),
      car: payment.carTitle ?? order?.carTitle ?? 'A car',
      what: !order
        ? 'Deposit to reserve the car'
        : order.dueLater
          ? 'Deposit on your order'
          : 'Full payment for your order',
      amount: dollars(payment.deposit),
      status: RESERVATION_STATUSES.find((status) => status.value === payment.status)?.label ?? payment.status,
      paidAt: payment.paidAt ?? null,
      openUntil: payment.paidAt ? null : (payment.checkoutEndsAt ?? null),
      stripePayment: payment.paymentIntent ?? null,
      refund:
        payment.status === 'refunded'
          ? { stripeRefund: payment.refundId ?? null, at: payment.refundedAt ?? null }
          : null,
      order: order
        ? {
            price: dollars(order.price),
            tradeInCredit: order.tradeIn?.credit ? dollars(order.tradeIn.credit) : null,
            dueLater: dollars(order.dueLater),
            handover: `${order.handover === 'delivery' ? 'Delivery' : 'Pick-up'} on ${formatHandoverDay(order.handoverDay!)}`,
          }
        : null,
    }
  })
}
