// Buying a car online: the checkout journey's order checked against what the journey offers
// this buyer, stored before the buyer pays, the payment opened on the dealer's Stripe account
// (the stand-in refuses what Stripe refuses) and the order placed on Stripe's signed report,
// with the car held through its handover and a lead for the dealer. Staff move the order on.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order, Tenant, Visitor } from '@/payload-types'
import { POST as ORDER } from '@/app/api/cars/[slug]/order/route'
import { orderHoldEndsAt } from '@/domain/orders'
import { checkoutOptionsOf, type CheckoutOptions } from '@/features/orders/checkoutOptions'
import { garageOf } from '@/features/savedCars/garage'
import { paymentsOf } from '@/features/reservations/buyerPayments'
import { startSession } from '@/features/visitorAuth/sessions'
import { importStock } from '@search-sync/feed/importStock'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { seededPayload, tenantBySlug } from './payload'
import { startPayments } from './payments'
import { staffUser } from './staffUsers'

let payload: Payload
let harbour: Tenant
let payments: Awaited<ReturnType<typeof startPayments>>
const slugs: Record<string, string> = {}
let address = 0
const HOST = 'harbour-toyota.localhost'

beforeAll(async () => {
  payload = await seededPayload()
  payments = await startPayments('whsec_orders_test')
  harbour = (await payload.update({
    collection: 'tenants',
    id: (await tenantBySlug(payload, 'harbour-toyota')).id,
    data: {
      features: {
        reserveOnline: true,
        depositAmount: 500,
        stripeAccount: 'acct_HarbourOrders1',
        buyOnline: true,
        payInFull: true,
        checkoutSignIn: false,
      },
    },
    overrideAccess: true,
  })) as Tenant
  const feed = ['OR-1', 'OR-2', 'OR-3', 'OR-4', 'OR-5'].map((stocknum, i) => ({
    line: i + 1,
    fields: {
      stocknum,
      make: 'Toyota',
      model: 'RAV4',
      year: 2022,
      car_type: 'used',
      price: 38_990,
      images: ['/demo-stock/suv-red.svg'],
    },
  }))
  expect((await importStock(payload, harbour, feed)).rejected).toEqual([])
  const { docs } = await payload.find({
    collection: 'cars',
    where: { stockNumber: { like: 'OR-' } },
    overrideAccess: true,
  })
  for (const doc of docs) slugs[doc.stockNumber] = doc.slug!
})

afterAll(async () => {
  await payments.stop()
  await payload.destroy()
})

async function signedIn(phone: string) {
  const visitor = (await payload.create({
    collection: 'visitors',
    data: { tenant: harbour.id, phone },
    overrideAccess: true,
  })) as Visitor
  return { visitor, cookie: (await startSession(payload, visitor, harbour)).split(';')[0]! }
}

const order = ({ car_id, ...body }: Record<string, unknown>, cookie?: string) =>
  ORDER(
    new Request(`http://${HOST}/api/cars/${car_id}/order`, {
      method: 'POST',
      headers: {
        host: HOST,
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: `203.0.113.${++address}`,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }) as never,
    { params: Promise.resolve({ slug: String(car_id) }) },
  )

async function optionsFor(stock: string, visitor: Visitor | null = null) {
  const options = await checkoutOptionsOf(harbour, slugs[stock]!, visitor, new Date())
  if ('error' in options) throw new Error(options.error)
  return options as CheckoutOptions
}

const answers = (stock: string, day: string) => ({
  car_id: slugs[stock],
  trade_in: 'none',
  payment: 'cash',
  handover: 'pick-up',
  handover_date: day,
  first_name: 'Mia',
  last_name: 'Nguyen',
  email: 'mia@example.com',
  phone: '0412 555 111',
  pay_now: 'deposit',
  confirm: true,
})

const orderOfStock = async (stock: string) =>
  (
    await payload.find({
      collection: 'orders',
      where: { stockNumber: { equals: stock } },
      sort: '-createdAt',
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0] as Order
const paymentOf = (o: Order) =>
  payload.findByID({ collection: 'reservations', id: o.reservation as number, depth: 0, overrideAccess: true })
const carOf = async (stock: string) =>
  (await payload.find({ collection: 'cars', where: { stockNumber: { equals: stock } }, overrideAccess: true })).docs[0]!

describe('an order bought online', () => {
  it('with the buyer’s trade-in offer and finance: the deposit is paid, the order placed, the car held through the handover', async () => {
    const { visitor, cookie } = await signedIn('0412555111')
    const offer = await payload.create({
      collection: 'leads',
      data: {
        tenant: harbour.id,
        category: 'trade-in',
        status: 'new',
        firstName: 'Mia',
        email: 'mia@example.com',
        phone: '0412555111',
        tradeIn: { year: 2015, make: 'Mazda', model: 'CX-5' },
        dealerOffer: { amount: 14_000, validUntil: '2099-12-31T00:00:00.000Z', token: 'orders-offer-token-000001' },
      } as never,
      overrideAccess: true,
    })
    const options = await optionsFor('OR-1', visitor)
    expect(options.offers.map((o) => o.id)).toEqual([String(offer.id)])
    expect(options.days.length).toBeGreaterThan(5)
    const day = options.days[0]!

    const response = await order(
      {
        ...answers('OR-1', day),
        trade_in: 'offer',
        trade_in_offer: String(offer.id),
        payment: 'finance',
        handover: 'delivery',
        delivery_address: '12 Harbour Street, Pyrmont NSW',
        delivery_postcode: '2009',
      },
      cookie,
    )
    expect(response.status).toBe(201)
    const placed = await orderOfStock('OR-1')
    expect(placed).toMatchObject({
      status: 'awaiting-payment',
      paymentMethod: 'finance',
      handover: 'delivery',
      handoverDay: day,
      price: 38_990,
      balance: 24_990,
      paidNow: 500,
      dueLater: 24_490,
      currency: 'AUD',
    })
    expect(placed.tradeIn).toMatchObject({ kind: 'offer', credit: 14_000, car: '2015 Mazda CX-5' })
    const payment = await paymentOf(placed)
    const session = payments.stripe.sessions.get(payment.checkoutSession!)
    // Finance: the deposit only, on the dealer's account.
    expect(session).toMatchObject({ amount_total: 50_000, account: 'acct_HarbourOrders1', currency: 'aud' })
    expect(session.description).toMatch(/^Deposit for .*RAV4.*delivered/)

    const paidAt = Date.now()
    expect((await payments.report(payment.checkoutSession!)).status).toBe(200)
    const after = await orderOfStock('OR-1')
    expect(after.status).toBe('placed')
    const held = await paymentOf(after)
    expect(held.status).toBe('held')
    const end = orderHoldEndsAt(day, 'Australia/Sydney', new Date(paidAt)).getTime()
    expect(Math.abs(new Date(held.heldUntil!).getTime() - end)).toBeLessThan(60_000)
    expect(new Date((await carOf('OR-1')).heldUntil!).getTime()).toBe(new Date(held.heldUntil!).getTime())
    const lead = await payload.findByID({ collection: 'leads', id: after.lead as number, overrideAccess: true })
    expect(lead.subcategory).toBe('Bought online')
    expect(lead.message).toContain('at the accepted offer of $14,000')
    expect(lead.message).toContain('Delivery on')
    // A second report of the same payment changes nothing.
    expect((await payments.report(payment.checkoutSession!)).status).toBe(200)
    expect(
      (await payload.count({ collection: 'leads', where: { subcategory: { equals: 'Bought online' } } })).totalDocs,
    ).toBe(1)
  })

  it('pays the whole balance in cash where the dealer allows it, and only then', async () => {
    const day = (await optionsFor('OR-2')).days[1]!
    expect((await order({ ...answers('OR-2', day), pay_now: 'full' })).status).toBe(201)
    const o = await orderOfStock('OR-2')
    expect(o).toMatchObject({ paidNow: 38_990, dueLater: 0 })
    expect(payments.stripe.sessions.get((await paymentOf(o)).checkoutSession!)?.amount_total).toBe(3_899_000)

    await payload.update({
      collection: 'tenants',
      id: harbour.id,
      data: { features: { payInFull: false } },
      overrideAccess: true,
    })
    harbour = await tenantBySlug(payload, 'harbour-toyota')
    const refused = await order({ ...answers('OR-3', day), pay_now: 'full' })
    expect(refused.status).toBe(400)
    expect((await refused.json()).fields).toEqual({ pay_now: expect.any(String) })
    await payload.update({
      collection: 'tenants',
      id: harbour.id,
      data: { features: { payInFull: true } },
      overrideAccess: true,
    })
    harbour = await tenantBySlug(payload, 'harbour-toyota')
  })

  it('refuses bad answers, a car being paid for, an offer not the buyer’s, and a dealer not selling online; nothing stored', async () => {
    const before = (await payload.count({ collection: 'orders' })).totalDocs
    const day = (await optionsFor('OR-3')).days[0]!
    const bad = await order({ ...answers('OR-3', '2020-01-01'), email: 'mia@', confirm: false })
    expect(bad.status).toBe(400)
    expect(Object.keys((await bad.json()).fields).sort()).toEqual(['confirm', 'email', 'handover_date'])
    // Someone else's offer (not signed in: no offers at all).
    const offer = await order({ ...answers('OR-3', day), trade_in: 'offer', trade_in_offer: '1' })
    expect((await offer.json()).fields).toEqual({ trade_in_offer: expect.any(String) })
    expect((await order({ car_id: slugs['OR-3'], trade_in: 'a bicycle' })).status).toBe(400)
    // OR-2 is in checkout (its buyer is paying): nobody else orders it.
    expect((await order(answers('OR-2', day))).status).toBe(409)
    expect((await payload.count({ collection: 'orders' })).totalDocs).toBe(before)

    await payload.update({
      collection: 'tenants',
      id: harbour.id,
      data: { features: { checkoutSignIn: true } },
      overrideAccess: true,
    })
    expect((await order(answers('OR-3', day))).status).toBe(401)
    await payload.update({
      collection: 'tenants',
      id: harbour.id,
      data: { features: { buyOnline: false, checkoutSignIn: false } },
      overrideAccess: true,
    })
    expect((await order(answers('OR-3', day))).status).toBe(404)
    await payload.update({
      collection: 'tenants',
      id: harbour.id,
      data: { features: { buyOnline: true } },
      overrideAccess: true,
    })
    expect((await payload.count({ collection: 'orders' })).totalDocs).toBe(before)
  })

  it('an unpaid checkout leaves the order not paid; staff move a paid one along, and cancelling frees the car', async () => {
    const day = (await optionsFor('OR-4')).days[0]!
    expect((await order(answers('OR-4', day))).status).toBe(201)
    const unpaid = await orderOfStock('OR-4')
    expect((await payments.report((await paymentOf(unpaid)).checkoutSession!, 'checkout.session.expired')).status).toBe(
      200,
    )
    expect((await orderOfStock('OR-4')).status).toBe('not-paid')
    expect((await carOf('OR-4')).heldUntil ?? null).toBeNull()

    expect((await order(answers('OR-4', day))).status).toBe(201)
    const paid = await orderOfStock('OR-4')
    await payments.report((await paymentOf(paid)).checkoutSession!)
    expect((await carOf('OR-4')).heldUntil).toBeTruthy()
    const editor = await staffUser(payload, 'orders-editor@harbour.test', [{ tenant: harbour, roles: ['editor'] }])
    const move = (status: Order['status']) =>
      payload.update({ collection: 'orders', id: paid.id, data: { status }, user: editor, overrideAccess: false })
    await expect(move('completed')).rejects.toThrow(/moves to/)
    await expect(move('confirmed')).resolves.toMatchObject({ status: 'confirmed' })
    await expect(move('cancelled')).resolves.toMatchObject({ status: 'cancelled' })
    expect((await paymentOf(paid)).status).toBe('released')
    expect((await carOf('OR-4')).heldUntil ?? null).toBeNull()
    await expect(move('placed')).rejects.toThrow(/finished/)
  })

  it('My Garage shows a buyer their own orders, and no one else’s', async () => {
    const mine = (
      await payload.find({ collection: 'visitors', where: { phone: { equals: '0412555111' } }, overrideAccess: true })
    ).docs[0] as Visitor
    const { visitor: other } = await signedIn('0412999888')
    expect((await garageOf(payload, harbour, mine)).orders.map((o) => o.status)).toEqual([
      // Newest first; the unpaid ones (OR-2 in checkout, OR-4's first try) are not the buyer's orders.
      'Cancelled',
      'Placed: paid online',
    ])
    expect((await garageOf(payload, harbour, other)).orders).toEqual([])
  })

  it('Online payments show a buyer each payment, an open checkout and what is due at handover; no one else’s', async () => {
    const mine = (
      await payload.find({ collection: 'visitors', where: { phone: { equals: '0412555111' } }, overrideAccess: true })
    ).docs[0] as Visitor
    const list = await paymentsOf(payload, harbour, mine)
    // Newest first; OR-4's first checkout ended unpaid: no money moved, so it is not a payment.
    expect(list.map((p) => [p.what, p.status])).toEqual([
      ['Deposit on your order', 'Released by the dealer'],
      ['Full payment for your order', 'Awaiting payment'],
      ['Deposit on your order', 'Held: deposit paid'],
    ])
    expect(list[1]).toMatchObject({ amount: '$38,990 AUD', paidAt: null, openUntil: expect.any(String) })
    expect(list[2]).toMatchObject({
      amount: '$500 AUD',
      paidAt: expect.any(String),
      openUntil: null,
      stripePayment: expect.stringMatching(/^pi_/),
      refund: null,
      order: {
        price: '$38,990 AUD',
        tradeInCredit: '$14,000 AUD',
        dueLater: '$24,490 AUD',
        handover: expect.stringMatching(/^Delivery on /),
      },
    })
    const { visitor: stranger } = await signedIn('0412999777')
    expect(await paymentsOf(payload, harbour, stranger)).toEqual([])
  })
})
