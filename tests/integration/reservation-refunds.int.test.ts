// A reservation as a fact of the car, and its deposit given back: from the moment a buyer
// starts paying until the hold ends, the car is stored, indexed and listed as reserved; a
// dealer's admin refunds the deposit through Stripe's Refunds API on the dealer's account
// (the stand-in refuses what Stripe refuses), the buyer is e-mailed, and the car is free again.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Reservation, Tenant } from '@/payload-types'
import { POST as RESERVE } from '@/app/api/cars/[slug]/reserve/route'
import { POST as STRIPE_WEBHOOK } from '@/app/api/payments/stripe/route'
import { POST as REFUND } from '@/app/api/reservations/[id]/refund/route'
import { LEADS_QUEUE } from '@/features/leads/delivery/deliverLead'
import { PaymentProviderError, refundPayment, stripeConfig } from '@/integrations/payments/stripe'
import { configuredSearchEngine } from '@/search/configuredEngine'
import { parseSearchQuery } from '@/search/query'
import { siteScopeOf } from '@/search/siteScope'
import { importStock } from '@search-sync/feed/importStock'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { startStripeStandIn } from '../../scripts/stripeStandIn.mjs'
import { seededPayload, tenantBySlug } from './payload'
import { authorizationOf, staffUser } from './staffUsers'

const WEBHOOK_SECRET = 'whsec_refunds_test'
let payload: Payload
let harbour: Tenant
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>
const slugs: Record<string, string> = {}
let visitor = 0

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  stripe = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_platform',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  })
  harbour = (await payload.update({
    collection: 'tenants',
    id: harbour.id,
    data: { features: { reserveOnline: true, depositAmount: 300, stripeAccount: 'acct_HarbourRefund1' } },
    overrideAccess: true,
  })) as Tenant
  const feed = ['RF-1', 'RF-2', 'RF-3'].map((stocknum, i) => ({
    line: i + 1,
    fields: {
      stocknum,
      make: 'Toyota',
      model: 'Yaris Cross',
      year: 2023,
      car_type: 'used',
      price: 31_990,
      images: ['/demo-stock/suv-red.svg'],
    },
  }))
  expect((await importStock(payload, harbour, feed)).rejected).toEqual([])
  const { docs } = await payload.find({
    collection: 'cars',
    where: { stockNumber: { like: 'RF-' } },
    overrideAccess: true,
  })
  for (const doc of docs) slugs[doc.stockNumber] = doc.slug!
})

afterAll(async () => {
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[key]
  await stripe.stop()
  await payload.destroy()
})

async function reserve(stock: string, email = 'jess@example.com') {
  const slug = slugs[stock]!
  const host = 'harbour-toyota.localhost'
  const response = await RESERVE(
    new NextRequest(`http://${host}/api/cars/${slug}/reserve`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: `198.51.100.${++visitor}` },
      body: JSON.stringify({ first_name: 'Jess', last_name: 'Thompson', email, phone: '0412 345 678' }),
    }),
    { params: Promise.resolve({ slug }) },
  )
  expect(response.status).toBe(201)
  const [reservation] = (
    await payload.find({
      collection: 'reservations',
      where: { stockNumber: { equals: stock } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
      depth: 0,
    })
  ).docs
  return reservation as Reservation
}

async function pay(reservation: Reservation, type?: string) {
  const event = stripe.signedEvent(reservation.checkoutSession!, type)
  const response = await STRIPE_WEBHOOK(
    new NextRequest('http://localhost:3000/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    }),
  )
  expect(response.status).toBe(200)
  return (await payload.findByID({ collection: 'reservations', id: reservation.id, overrideAccess: true, depth: 0 }))
    .status
}

const carOf = async (stock: string) =>
  (await payload.find({ collection: 'cars', where: { stockNumber: { equals: stock } }, overrideAccess: true })).docs[0]!
const listed = (stock: string) =>
  configuredSearchEngine(payload).listedCar(siteScopeOf(harbour, new Date()), slugs[stock]!)
const availableNow = async () =>
  (
    await configuredSearchEngine(payload).search(
      { ...siteScopeOf(harbour, new Date()), resultsPerPage: 100 },
      parseSearchQuery(new URLSearchParams('hide_reserved=true&make=Toyota&model=Yaris Cross')),
    )
  ).hits.map((hit) => hit.slug)

async function refund(reservation: Reservation, email: string | null) {
  const headers: Record<string, string> = email ? { authorization: await authorizationOf(payload, email) } : {}
  const response = await REFUND(
    new NextRequest(`http://localhost:3000/api/reservations/${reservation.id}/refund`, { method: 'POST', headers }),
    { params: Promise.resolve({ id: String(reservation.id) }) },
  )
  return { status: response.status, body: (await response.json()) as { message?: string; error?: string } }
}

describe('a reserved car, from checkout to the end of its hold', () => {
  it('is stored, indexed and left out of “hide reserved” while its buyer pays, and free the moment the checkout ends unpaid', async () => {
    expect(await availableNow()).toContain(slugs['RF-2'])
    const open = await reserve('RF-2')
    const car = await carOf('RF-2')
    expect(car.heldUntil).toBe(open.checkoutEndsAt)
    expect((await listed('RF-2'))?.held_until).toBe(Math.ceil(Date.parse(open.checkoutEndsAt!) / 1000))
    expect(await availableNow()).not.toContain(slugs['RF-2'])
    expect(await pay(open, 'checkout.session.expired')).toBe('not-paid')
    expect((await carOf('RF-2')).heldUntil ?? null).toBeNull()
    expect((await listed('RF-2'))?.held_until).toBeNull()
    expect(await availableNow()).toContain(slugs['RF-2'])
  })

  it('a paid deposit holds the car 48 hours, and the buyer is e-mailed a receipt with the hold’s end, once', async () => {
    const sent = vi.spyOn(payload, 'sendEmail')
    const held = await reserve('RF-1')
    expect(await pay(held)).toBe('held')
    const reservation = await payload.findByID({ collection: 'reservations', id: held.id, overrideAccess: true })
    expect((await carOf('RF-1')).heldUntil).toBe(reservation.heldUntil)
    expect(await availableNow()).not.toContain(slugs['RF-1'])
    await payload.jobs.run({ queue: LEADS_QUEUE, sequential: true, silent: true })
    await payload.jobs.run({ queue: LEADS_QUEUE, sequential: true, silent: true })
    const receipts = sent.mock.calls.filter(([message]) => message.to === 'jess@example.com')
    expect(receipts).toHaveLength(1)
    expect(receipts[0]![0]).toMatchObject({ subject: expect.stringMatching(/deposit is paid/) })
    expect(receipts[0]![0].text).toMatch(
      /\$300 AUD deposit to Harbour City Toyota is paid \(Stripe payment pi_test_\d+\)/,
    )
    expect(receipts[0]![0].text).toMatch(/is held for you until \w+day \d+ \w+, \d+:\d\d [ap]m/)
    expect(
      (await payload.findByID({ collection: 'reservations', id: held.id, overrideAccess: true })).receiptSentAt,
    ).toBeTruthy()
    sent.mockRestore()
  })
})

describe('refunding a deposit from the admin', () => {
  it('only the dealer’s admins: not signed in 401, an editor 403, another dealer’s admin 404', async () => {
    const [held] = (
      await payload.find({
        collection: 'reservations',
        where: { stockNumber: { equals: 'RF-1' } },
        overrideAccess: true,
      })
    ).docs
    const southern = await tenantBySlug(payload, 'southern-cross')
    await staffUser(payload, 'refund-editor@example.test', [{ tenant: harbour, roles: ['editor'] }])
    await staffUser(payload, 'refund-other@example.test', [{ tenant: southern, roles: ['dealer-admin'] }])
    expect((await refund(held!, null)).status).toBe(401)
    expect(await refund(held!, 'refund-editor@example.test')).toEqual({
      status: 403,
      body: { error: 'Only the dealer’s admins can refund a deposit.' },
    })
    expect((await refund(held!, 'refund-other@example.test')).status).toBe(404)
    expect(stripe.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(0)
  })

  it('gives the deposit back through Stripe on the dealer’s account, records it, frees the car and e-mails the buyer', async () => {
    const [held] = (
      await payload.find({
        collection: 'reservations',
        where: { stockNumber: { equals: 'RF-1' } },
        overrideAccess: true,
      })
    ).docs
    await staffUser(payload, 'refund-admin@example.test', [{ tenant: harbour, roles: ['dealer-admin'] }])
    const sent = vi.spyOn(payload, 'sendEmail')
    const answer = await refund(held!, 'refund-admin@example.test')
    expect(answer.status).toBe(200)
    const [request] = stripe.requests.filter((r) => r.path === '/v1/refunds')
    expect(request!.headers['stripe-account']).toBe('acct_HarbourRefund1')
    expect(request!.headers['idempotency-key']).toBe(`refund-${held!.id}`)
    expect(request!.form.get('payment_intent')).toBe(held!.paymentIntent)
    const refunded = await payload.findByID({ collection: 'reservations', id: held!.id, overrideAccess: true })
    expect(refunded).toMatchObject({ status: 'refunded', refundedBy: 'refund-admin@example.test' })
    expect(refunded.refundId).toMatch(/^re_test_/)
    expect((await carOf('RF-1')).heldUntil ?? null).toBeNull()
    expect(await availableNow()).toContain(slugs['RF-1'])
    await payload.jobs.run({ queue: LEADS_QUEUE, sequential: true, silent: true })
    const notices = sent.mock.calls.filter(([message]) => /refunded/.test(String(message.subject)))
    expect(notices).toHaveLength(1)
    expect(notices[0]![0].text).toContain(`Stripe refund ${refunded.refundId}`)
    sent.mockRestore()
    // Once only: a second press is refused here, and Stripe would refuse it too.
    expect(await refund(held!, 'refund-admin@example.test')).toEqual({
      status: 409,
      body: { error: 'This deposit has already been refunded.' },
    })
  })

  it('a deposit with nothing paid cannot be refunded', async () => {
    const open = await reserve('RF-3')
    expect((await refund(open, 'refund-admin@example.test')).status).toBe(409)
  })

  it('the Stripe double refuses the refunds Stripe refuses: an unknown or unpaid payment, a second full refund, another account’s', async () => {
    const config = stripeConfig()!
    const ask = (paymentIntent: string, account = 'acct_HarbourRefund1') =>
      refundPayment(config, { account, paymentIntent, reservationId: `check-${paymentIntent}-${account}` })
    await expect(ask('pi_test_999999')).rejects.toThrow(PaymentProviderError)
    const [open] = (
      await payload.find({
        collection: 'reservations',
        where: { stockNumber: { equals: 'RF-3' } },
        overrideAccess: true,
      })
    ).docs
    await expect(ask(stripe.sessions.get(open!.checkoutSession!).payment_intent)).rejects.toThrow(
      /No such payment_intent/,
    )
    const [refunded] = (
      await payload.find({
        collection: 'reservations',
        where: { status: { equals: 'refunded' } },
        overrideAccess: true,
      })
    ).docs
    await expect(ask(refunded!.paymentIntent!)).rejects.toThrow(/already been refunded/)
    await expect(ask(refunded!.paymentIntent!, 'acct_SomeoneElse1')).rejects.toThrow(/No such payment_intent/)
  })
})
