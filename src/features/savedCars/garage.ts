import type { Payload, Where } from 'payload'
import { leadCategory } from '@/domain/leads'
import { RESERVATION_STATUSES } from '@/domain/reservations'
import { formatHandoverDay, ORDER_STATUSES } from '@/domain/orders'
import { offerPath } from '@/domain/tradeInOffer'
import type { Tenant, Visitor } from '@/payload-types'
import { watchlistOf, type SavedCar } from './watchlist'

/** What My Garage shows a signed-in visitor: their own records on this dealer's site, by their verified number. */
export type Garage = {
  watchlist: SavedCar[]
  enquiries: { id: string; what: string; car: string | null; carPath: string | null; sentAt: string }[]
  offers: { id: string; car: string; amount: number; validUntil: string | null; link: string }[]
  reservations: { id: string; car: string; status: string; heldUntil: string | null }[]
  orders: { id: string; car: string; status: string; handover: string }[]
}

const RECENT = 20
const options = { overrideAccess: true, depth: 0, pagination: false, limit: RECENT } as const

/**
 * A visitor's garage: the cars they saved, and the enquiries, trade-in offers, reservations and orders
 * made with the mobile number they signed in with (the code proved it is theirs).
 */
export async function garageOf(payload: Payload, tenant: Tenant, visitor: Visitor): Promise<Garage> {
  const mine: Where = { and: [{ tenant: { equals: tenant.id } }, { phone: { equals: visitor.phone } }] }
  const [watchlist, leads, reservations, orders] = await Promise.all([
    watchlistOf(payload, tenant, visitor),
    payload.find({ collection: 'leads', ...options, where: mine, sort: '-createdAt' }),
    // Deposits alone: an order's payment shows as the order.
    payload.find({
      collection: 'reservations',
      ...options,
      where: { and: [mine, { order: { exists: false } }] },
      sort: '-createdAt',
    }),
    payload.find({
      collection: 'orders',
      ...options,
      where: { and: [mine, { status: { not_in: ['awaiting-payment', 'not-paid'] } }] },
      sort: '-createdAt',
    }),
  ])
  return {
    watchlist,
    enquiries: leads.docs.map((lead) => ({
      id: String(lead.id),
      what: leadCategory(lead.category)?.label ?? 'Enquiry',
      car: lead.vehicle?.title ?? null,
      carPath: lead.vehicle?.link ? new URL(lead.vehicle.link, 'http://site.invalid').pathname : null,
      sentAt: lead.createdAt,
    })),
    offers: leads.docs.flatMap((lead) =>
      lead.dealerOffer?.amount && lead.dealerOffer.token
        ? [
            {
              id: String(lead.id),
              car:
                [lead.tradeIn?.year, lead.tradeIn?.make, lead.tradeIn?.model].filter(Boolean).join(' ') || 'Your car',
              amount: lead.dealerOffer.amount,
              validUntil: lead.dealerOffer.validUntil ?? null,
              link: offerPath(lead.dealerOffer.token),
            },
          ]
        : [],
    ),
    reservations: reservations.docs.map((reservation) => ({
      id: String(reservation.id),
      car: reservation.carTitle ?? 'A car',
      status: RESERVATION_STATUSES.find((status) => status.value === reservation.status)?.label ?? reservation.status,
      heldUntil: reservation.heldUntil ?? null,
    })),
    orders: orders.docs.map((order) => ({
      id: String(order.id),
      car: order.carTitle ?? 'A car',
      status: ORDER_STATUSES.find((status) => status.value === order.status)?.label ?? order.status,
      handover: `${order.handover === 'delivery' ? 'Delivery' : 'Pick-up'} on ${formatHandoverDay(order.handoverDay!)}`,
    })),
  }
}
