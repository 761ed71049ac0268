import { randomBytes } from 'node:crypto'
import { z } from 'zod'
import type { Tenant, Visitor } from '@/payload-types'
import { FORM_ERRORS_HEADING } from '@/domain/enquiry'
import { TOO_MANY_LEADS } from '@/domain/leads'
import { formatHandoverDay, orderAmounts, orderErrors, type OrderErrors, type OrderRequest } from '@/domain/orders'
import { formatDeposit } from '@/domain/reservations'
import { normalisePhone } from '@/domain/phone'
import { signInRequired } from '@/domain/signInGates'
import { leadRateLimit } from '@/config/leadRateLimit'
import { getPayloadClient } from '@/lib/payload'
import { createRateLimiter } from '@/lib/rateLimit'
import { NOT_STORED, openPayment } from '@/features/reservations/openPayment'
import { checkoutOptionsOf } from './checkoutOptions'
import { log } from '@/lib/log.mjs'
import { siteSettings } from '@tenants/settings'

/** An order is a few short fields. */
export const MAX_ORDER_BYTES = 8 * 1024

const text = (max: number) => z.string().max(max).optional().default('')
const ORDER_REQUEST = z.object({
  trade_in: z.enum(['none', 'offer', 'valuation']).optional().default('none'),
  trade_in_offer: text(40),
  trade_in_car: text(200),
  payment: text(20),
  handover: text(20),
  handover_date: text(10),
  delivery_address: text(300),
  delivery_postcode: text(10),
  first_name: text(200),
  last_name: text(200),
  email: text(400),
  phone: text(60),
  pay_now: text(10),
  confirm: z.boolean().optional().default(false),
})

export type OrderOutcome =
  | { status: 201; body: { order: string; checkout_url: string } }
  | { status: 400; body: { error: string; fields: OrderErrors } }
  | { status: 401 | 404 | 409 | 502 | 503; body: { error: string } }
  | { status: 429; body: { error: string }; retryAfterSeconds: number }

const ordersLimiter = createRateLimiter({ name: 'orders', ...leadRateLimit() })
export const SIGN_IN_FIRST = 'Sign in with your mobile number to buy a car online.'

/**
 * A buyer placing an order at the end of the checkout journey: the answers are checked
 * against what the journey offers this buyer for this car (src/domain/orders.ts), the order
 * is stored (awaiting payment), then the payment is opened as a reservation of the order on
 * the dealer's Stripe account; the answer is the page to pay on. The order is placed when
 * Stripe reports the payment (src/features/orders/orderPaid.ts).
 */
export async function placeOrder(
  tenant: Tenant,
  visitor: Visitor | null,
  carSlug: string,
  body: unknown,
  sender: { address: string },
  now = new Date(),
): Promise<OrderOutcome> {
  const parsed = ORDER_REQUEST.safeParse(body)
  if (!parsed.success)
    return { status: 400, body: { error: 'Send the order as a JSON object of the journey’s fields.', fields: {} } }
  const request = parsed.data
  const options = await checkoutOptionsOf(tenant, carSlug, visitor, now)
  if ('error' in options) return { status: options.status, body: { error: options.error } }
  if (!visitor && signInRequired('checkout', siteSettings(tenant)))
    return { status: 401, body: { error: SIGN_IN_FIRST } }

  const fields = orderErrors(request as OrderRequest, {
    offers: options.offers.map((offer) => offer.id),
    days: options.days,
    fullAllowed: options.payInFull,
  })
  if (Object.keys(fields).length) return { status: 400, body: { error: FORM_ERRORS_HEADING, fields } }
  const wait = await ordersLimiter.attempt(`${tenant.id}:${sender.address}`)
  if (wait !== null) return { status: 429, body: { error: TOO_MANY_LEADS }, retryAfterSeconds: Math.ceil(wait / 1000) }

  const offer = request.trade_in === 'offer' ? options.offers.find((o) => o.id === request.trade_in_offer) : undefined
  const method = request.payment as 'cash' | 'finance'
  const amounts = orderAmounts({
    price: options.price,
    tradeInDollars: offer?.amount ?? 0,
    depositCents: options.depositCents,
    payNow: request.pay_now as 'deposit' | 'full',
    method,
  })
  const buyer = {
    firstName: request.first_name.trim(),
    lastName: request.last_name.trim() || undefined,
    email: request.email.trim(),
    phone: normalisePhone(request.phone),
  }
  const delivery = request.handover === 'delivery'
  const payload = await getPayloadClient()
  let order
  try {
    order = await payload.create({
      collection: 'orders',
      data: {
        tenant: tenant.id,
        summary: [`${buyer.firstName} ${buyer.lastName ?? ''}`.trim(), options.vehicle.title, 'Bought online'].join(
          ' · ',
        ),
        status: 'awaiting-payment',
        car: options.car.id,
        carTitle: options.vehicle.title,
        stockNumber: options.vehicle.stockNumber,
        ...buyer,
        visitor: visitor?.id,
        paymentMethod: method,
        handover: delivery ? 'delivery' : 'pick-up',
        handoverDay: request.handover_date,
        deliveryAddress: delivery ? request.delivery_address.trim() : undefined,
        deliveryPostcode: delivery ? request.delivery_postcode.trim() : undefined,
        tradeIn: {
          kind: request.trade_in,
          offerLead: offer ? (payload.db.defaultIDType === 'number' ? Number(offer.id) : offer.id) : undefined,
          credit: amounts.tradeInCents / 100,
          car: request.trade_in === 'valuation' ? request.trade_in_car.trim() : offer?.car,
        },
        price: amounts.priceCents / 100,
        balance: amounts.balanceCents / 100,
        paidNow: amounts.dueNowCents / 100,
        dueLater: amounts.dueLaterCents / 100,
        currency: options.terms.currency.toUpperCase(),
        reference: randomBytes(18).toString('base64url'),
      } as never,
      overrideAccess: true,
    })
  } catch (error) {
    log.error({ err: error }, 'order could not be stored')
    return { status: 503, body: { error: NOT_STORED } }
  }

  const full = amounts.dueLaterCents === 0
  const opened = await openPayment({
    tenant,
    terms: options.terms,
    car: options.car,
    vehicle: options.vehicle,
    buyer,
    amountCents: amounts.dueNowCents,
    description: `${full ? 'Payment in full' : 'Deposit'} for ${options.vehicle.title} (stock number ${options.vehicle.stockNumber}), ${delivery ? 'delivered' : 'picked up'} ${formatHandoverDay(request.handover_date)}`,
    order: order.id,
    now,
  })
  await payload
    .update({
      collection: 'orders',
      id: order.id,
      data: opened.status === 201 ? { reservation: opened.reservationId } : { status: 'not-paid' },
      overrideAccess: true,
    })
    .catch((error: unknown) => log.error({ err: error, order: order.id }, 'order not linked to its payment'))
  if (opened.status !== 201) return opened
  log.info({ order: order.id, amount: formatDeposit(amounts.dueNowCents) }, 'order awaiting payment')
  return { status: 201, body: { order: order.reference!, checkout_url: opened.body.checkout_url } }
}
