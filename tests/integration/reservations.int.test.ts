// Reserving a car online: the reservation is stored before the buyer is sent to pay, the car
// is held only on Stripe's signed report of the payment, two buyers never pay for one car, and
// the dealer gets a lead. Stripe is the stand-in the browser tests use too
// (scripts/stripeStandIn.mjs), reached over HTTP exactly as the real API would be.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Reservation, Tenant } from '@/payload-types'
import { POST as RESERVE } from '@/app/api/cars/[slug]/reserve/route'
import { POST as STRIPE_WEBHOOK } from '@/app/api/payments/stripe/route'
import { POST as LEAD } from '@/app/api/leads/route'
import { REFUSAL_MESSAGES } from '@/domain/reservations'
import { STRIPE_API_VERSION } from '@/integrations/payments/stripe'
import { importStock } from '@search-sync/feed/importStock'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { startStripeStandIn } from '../../scripts/stripeStandIn.mjs'
import { seededPayload, tenantBySlug } from './payload'
import { staffUser } from './staffUsers'

const WEBHOOK_SECRET = 'whsec_integration_test'
let payload: Payload
let harbour: Tenant
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>
const slugs: Record<string, string> = {}
let visitor = 0

const car = (stocknum: string, fields: Record<string, unknown> = {}) => ({
  stocknum,
  make: 'Toyota',
  model: 'Corolla',
  year: 2022,
  car_type: 'used',
  price: 27_990,
  images: ['/demo-stock/suv-red.svg'],
  ...fields,
})

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
    data: { features: { reserveOnline: true, depositAmount: 250, stripeAccount: 'acct_HarbourTest01' } },
    overrideAccess: true,
  })) as Tenant
  const feed = ['RS-1', 'RS-2', 'RS-3', 'RS-4', 'RS-5'].map((stock, i) => ({ line: i + 1, fields: car(stock) }))
  feed.push({ line: 6, fields: car('RS-FEED-RESERVED', { reserved: true }) })
  feed.push({ line: 7, fields: car('RS-NO-PRICE', { price: undefined }) })
  feed.push({ line: 8, fields: car('RS-OWN-DEPOSIT', { payment_processors: [{ name: 'stripe', amount: 500 }] }) })
  feed.push({ line: 9, fields: car('RS-NOT-ONLINE', { payment_processors: [] }) })
  expect((await importStock(payload, harbour, feed)).rejected).toEqual([])
  const { docs } = await payload.find({
    collection: 'cars',
    where: { stockNumber: { like: 'RS-' } },
    overrideAccess: true,
    limit: 20,
  })
  for (const doc of docs) slugs[doc.stockNumber] = doc.slug!
})

afterAll(async () => {
  for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL']) delete process.env[key]
  await stripe.stop()
  await payload.destroy()
})

const buyer = { first_name: 'Jess', last_name: 'Thompson', email: 'jess@example.com', phone: '0412 345 678' }

async function reserve(body: unknown, host = 'harbour-toyota.localhost') {
  const { car, ...details } = (typeof body === 'object' && body ? body : {}) as { car?: string }
  const slug = encodeURIComponent(car ?? 'no-car')
  const response = await RESERVE(
    new NextRequest(`http://${host}/api/cars/${slug}/reserve`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: `203.0.113.${++visitor}` },
      body: typeof body === 'string' ? body : JSON.stringify(details),
    }),
    { params: Promise.resolve({ slug }) },
  )
  return {
    status: response.status,
    body: (await response.json()) as { error?: string; checkout_url?: string; fields?: Record<string, string> },
  }
}

async function deliver(event: { body: string; signature: string }) {
  const response = await STRIPE_WEBHOOK(
    new NextRequest('http://localhost:3000/api/payments/stripe', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      body: event.body,
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const reservationsOf = async (stock: string) =>
  (
    await payload.find({
      collection: 'reservations',
      where: { stockNumber: { equals: stock } },
      sort: 'createdAt',
      overrideAccess: true,
      depth: 0,
    })
  ).docs as Reservation[]

const sessionOf = (reservation: Reservation) => reservation.checkoutSession!

describe('starting a reservation', () => {
  beforeEach(() => {
    stripe.requests.length = 0
  })

  it('stores it awaiting payment, then opens a checkout for the dealer’s deposit on the dealer’s account', async () => {
    const started = await reserve({ ...buyer, car: slugs['RS-1'] })
    expect(started.status).toBe(201)
    const [stored] = await reservationsOf('RS-1')
    expect(stored).toMatchObject({
      status: 'awaiting-payment',
      firstName: 'Jess',
      email: 'jess@example.com',
      phone: '0412345678',
      deposit: 250,
      currency: 'AUD',
    })
    expect(started.body.checkout_url).toBe(stripe.sessions.get(sessionOf(stored!))!.url)
    const [call] = stripe.requests
    expect(call!.headers['stripe-account']).toBe('acct_HarbourTest01')
    expect(call!.headers['stripe-version']).toBe(STRIPE_API_VERSION)
    expect(call!.form.get('line_items[0][price_data][unit_amount]')).toBe('25000')
    expect(call!.form.get('metadata[reservation]')).toBe(String(stored!.id))
    expect(call!.form.get('success_url')).toBe(
      `http://harbour-toyota.localhost:3000/cars/${slugs['RS-1']}/reserved?ref=${stored!.reference}`,
    )
  })

  it('refuses a second buyer while the first is paying, a car the feed marked reserved and an unpriced car', async () => {
    const second = await reserve({ ...buyer, email: 'sam@example.com', car: slugs['RS-1'] })
    expect(second).toEqual({ status: 409, body: { error: REFUSAL_MESSAGES['in-checkout'] } })
    const feedReserved = await reserve({ ...buyer, car: slugs['RS-FEED-RESERVED'] })
    expect(feedReserved).toEqual({ status: 409, body: { error: REFUSAL_MESSAGES.reserved } })
    // Nobody puts down a deposit on a car whose price they have to ask for.
    const unpriced = await reserve({ ...buyer, car: slugs['RS-NO-PRICE'] })
    expect(unpriced).toEqual({ status: 409, body: { error: REFUSAL_MESSAGES.unpriced } })
    // The feed sells this car by no online payment (payment_processors given, none listed).
    const notOnline = await reserve({ ...buyer, car: slugs['RS-NOT-ONLINE'] })
    expect(notOnline).toEqual({ status: 409, body: { error: REFUSAL_MESSAGES['not-offered'] } })
    expect(await reservationsOf('RS-1')).toHaveLength(1)
    expect(stripe.requests).toHaveLength(0)
  })

  it('takes the car’s own deposit where its feed names one (payment_processors), else the dealer’s', async () => {
    expect((await reserve({ ...buyer, car: slugs['RS-OWN-DEPOSIT'] })).status).toBe(201)
    const [stored] = await reservationsOf('RS-OWN-DEPOSIT')
    expect(stored).toMatchObject({ deposit: 500, currency: 'AUD' })
    expect(stored!.summary).toMatch(/\$500$/)
    expect(stripe.requests.at(-1)!.form.get('line_items[0][price_data][unit_amount]')).toBe('50000')
  })

  it('answers bad input with a 400 naming each field, storing nothing and opening no checkout', async () => {
    const bad = await reserve({ car: slugs['RS-2'], first_name: ' ', email: 'jess@', phone: '12' })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields ?? {}).sort()).toEqual(['email', 'first_name', 'phone'])
    expect((await reserve('{not json')).status).toBe(400)
    expect((await reserve({ ...buyer, car: 'x'.repeat(500) })).status).toBe(409)
    expect((await reserve({ ...buyer, car: 'no-such-car' })).status).toBe(409)
    expect(await reservationsOf('RS-2')).toHaveLength(0)
    expect(stripe.requests).toHaveLength(0)
  })

  it('when Stripe refuses the checkout the buyer is told nothing was charged, and the car stays free', async () => {
    stripe.refuseNextCheckout()
    const refused = await reserve({ ...buyer, car: slugs['RS-2'] })
    expect(refused.status).toBe(502)
    expect(refused.body.error).toMatch(/Nothing was charged/)
    expect((await reservationsOf('RS-2')).map((r) => r.status)).toEqual(['not-paid'])
    expect((await reserve({ ...buyer, car: slugs['RS-2'] })).status).toBe(201)
  })

  // The platform's own requests pass the double's checks (above: every checkout opened); these would not.
  it('the Stripe double refuses what Stripe refuses, the expiry window among them', async () => {
    const valid = {
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'aud',
      'line_items[0][price_data][unit_amount]': '25000',
      'line_items[0][price_data][product_data][name]': 'Deposit to reserve',
      success_url: 'http://harbour-toyota.localhost:3000/cars/x/reserved?ref=r',
      customer_email: 'jess@example.com',
    }
    const ask = (change: Record<string, string>, account = 'acct_HarbourTest01') => {
      const form = new URLSearchParams(valid)
      for (const [key, value] of Object.entries(change)) form.set(key, value)
      return fetch(`${stripe.url}/v1/checkout/sessions`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_1', 'stripe-account': account },
        body: form,
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    }
    const inSeconds = (minutes: number) => String(Math.floor(Date.now() / 1000) + minutes * 60)
    // An expiry 30 minutes after the request was built reaches Stripe under 30 minutes ahead.
    expect(await ask({ expires_at: inSeconds(29.9) })).toMatchObject({
      status: 400,
      body: { error: { type: 'invalid_request_error', param: 'expires_at' } },
    })
    expect((await ask({ expires_at: inSeconds(24 * 60 + 1) })).body.error.param).toBe('expires_at')
    expect((await ask({ 'line_items[0][price_data][unit_amount]': '49' })).status).toBe(400)
    expect((await ask({ 'line_items[0][price_data][currency]': 'AUD' })).status).toBe(400)
    expect((await ask({}, 'harbour')).body.error.param).toBe('Stripe-Account')
    expect((await ask({ expires_at: inSeconds(31) })).status).toBe(200)
  })

  it('a site that takes no reservations (setting off, no deposit, no account, no platform keys) refuses with a 404', async () => {
    const apply = (features: Record<string, unknown>) =>
      payload.update({ collection: 'tenants', id: harbour.id, data: { features }, overrideAccess: true })
    for (const off of [{ reserveOnline: false }, { depositAmount: 0 }, { stripeAccount: '' }]) {
      await apply(off)
      expect((await reserve({ ...buyer, car: slugs['RS-5'] })).status, JSON.stringify(off)).toBe(404)
      await apply({ reserveOnline: true, depositAmount: 250, stripeAccount: 'acct_HarbourTest01' })
    }
    const key = process.env.STRIPE_SECRET_KEY
    delete process.env.STRIPE_SECRET_KEY
    expect((await reserve({ ...buyer, car: slugs['RS-5'] })).status).toBe(404)
    process.env.STRIPE_SECRET_KEY = key
    // Another dealer's car is not this site's to reserve.
    expect((await reserve({ ...buyer, car: slugs['RS-5'] }, 'southern-cross.localhost')).status).toBe(404)
    expect(await reservationsOf('RS-5')).toHaveLength(0)
  })
})

describe('Stripe’s report of the payment', () => {
  it('refuses an event without Stripe’s signature, and changes nothing', async () => {
    const [reservation] = await reservationsOf('RS-1')
    const event = stripe.signedEvent(sessionOf(reservation!))
    expect((await deliver({ body: event.body, signature: 't=1,v1=forged' })).status).toBe(400)
    const tampered = event.body.replace('"paid"', '"paid" ')
    expect((await deliver({ body: tampered, signature: event.signature })).status).toBe(400)
    expect((await reservationsOf('RS-1'))[0]!.status).toBe('awaiting-payment')
  })

  it('a paid checkout holds the car for 48 hours and reaches the dealer as a lead, once however often it is sent', async () => {
    const [reservation] = await reservationsOf('RS-1')
    const event = stripe.signedEvent(sessionOf(reservation!))
    const before = Date.now()
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true } })
    expect((await deliver(event)).status).toBe(200)
    const [held] = await reservationsOf('RS-1')
    expect(held!.status).toBe('held')
    expect(held!.paymentIntent).toMatch(/^pi_test_/)
    const hours = (Date.parse(held!.heldUntil!) - before) / 3_600_000
    expect(hours).toBeGreaterThan(47.99)
    expect(hours).toBeLessThan(48.01)
    const leads = await payload.find({
      collection: 'leads',
      where: { category: { equals: 'reservation' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(leads.docs).toHaveLength(1)
    expect(leads.docs[0]).toMatchObject({
      tenant: harbour.id,
      subcategory: 'Reserved online',
      firstName: 'Jess',
      vehicle: { stockNumber: 'RS-1' },
    })
    expect(leads.docs[0]!.message).toMatch(
      /^Deposit of \$250 AUD paid online \(Stripe payment pi_test_\d+\)\. The car is held/,
    )
    expect(held!.lead).toBe(leads.docs[0]!.id)
    // The lead is delivered like every other: its delivery is queued with it.
    const jobs = await payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'deliverLead' } },
      overrideAccess: true,
      limit: 100,
    })
    expect(jobs.docs.some((job) => String((job.input as { lead?: unknown })?.lead) === String(leads.docs[0]!.id))).toBe(
      true,
    )
  })

  it('a held car is not offered to the next buyer', async () => {
    const next = await reserve({ ...buyer, email: 'sam@example.com', car: slugs['RS-1'] })
    expect(next).toEqual({ status: 409, body: { error: REFUSAL_MESSAGES.reserved } })
  })

  it('a checkout that ended unpaid frees the car at once', async () => {
    expect((await reserve({ ...buyer, car: slugs['RS-3'] })).status).toBe(201)
    const [open] = await reservationsOf('RS-3')
    expect((await deliver(stripe.signedEvent(sessionOf(open!), 'checkout.session.expired'))).status).toBe(200)
    expect((await reservationsOf('RS-3'))[0]!.status).toBe('not-paid')
    expect((await reserve({ ...buyer, car: slugs['RS-3'] })).status).toBe(201)
  })

  it('a deposit paid after the car was held elsewhere is refunded at once, and the dealer is told', async () => {
    expect((await reserve({ ...buyer, car: slugs['RS-4'] })).status).toBe(201)
    const [first] = await reservationsOf('RS-4')
    // The first checkout ended; a second buyer paid and holds the car; then the first's payment arrives late.
    await deliver(stripe.signedEvent(sessionOf(first!), 'checkout.session.expired'))
    expect((await reserve({ ...buyer, email: 'sam@example.com', car: slugs['RS-4'] })).status).toBe(201)
    const second = (await reservationsOf('RS-4'))[1]!
    await deliver(stripe.signedEvent(sessionOf(second)))
    await payload.update({
      collection: 'reservations',
      id: first!.id,
      data: { status: 'awaiting-payment' },
      overrideAccess: true,
    })
    expect((await deliver(stripe.signedEvent(sessionOf(first!)))).status).toBe(200)
    const [late, holder] = await reservationsOf('RS-4')
    // The late deposit went straight back through Stripe, on the dealer's account.
    expect(late!.status).toBe('refunded')
    expect(late!.refundedBy).toBe('Automatically: the car was no longer available')
    expect(late!.refundId).toMatch(/^re_test_/)
    expect(holder!.status).toBe('held')
    const lead = await payload.findByID({ collection: 'leads', id: late!.lead as number, overrideAccess: true })
    expect(lead.subcategory).toBe('Reserved online: refund due')
    expect(lead.message).toMatch(/The deposit is refunded automatically/)
  })

  it('a visitor cannot send a reservation’s lead through the enquiry form', async () => {
    const response = await LEAD(
      new NextRequest('http://harbour-toyota.localhost/api/leads', {
        method: 'POST',
        headers: {
          host: 'harbour-toyota.localhost',
          'content-type': 'application/json',
          [CLIENT_ADDRESS_HEADER]: '203.0.113.250',
        },
        body: JSON.stringify({ category: 'reservation', name: 'Jess', email: 'jess@example.com', phone: '0412345678' }),
      }),
    )
    expect(response.status).toBe(400)
  })
})

describe('where deposits are paid', () => {
  it('only the dealer’s admins set the Stripe account, and only to a Stripe account id', async () => {
    const editor = await staffUser(payload, 'reserve-editor@example.test', [{ tenant: harbour, roles: ['editor'] }])
    const admin = await staffUser(payload, 'reserve-admin@example.test', [{ tenant: harbour, roles: ['dealer-admin'] }])
    const setAccount = (user: typeof editor, stripeAccount: string) =>
      payload.update({
        collection: 'tenants',
        id: harbour.id,
        data: { features: { stripeAccount } },
        user,
        overrideAccess: false,
      })
    const stored = async () =>
      (await payload.findByID({ collection: 'tenants', id: harbour.id, overrideAccess: true })).features?.stripeAccount
    // An editor's change of the account is dropped, whatever else the save does.
    await setAccount(editor, 'acct_SomeoneElse99').catch(() => undefined)
    expect(await stored()).toBe('acct_HarbourTest01')
    await expect(setAccount(admin, 'sk_live_not_an_account')).rejects.toThrow()
    expect(await stored()).toBe('acct_HarbourTest01')
    await setAccount(admin, 'acct_HarbourNew002')
    expect(await stored()).toBe('acct_HarbourNew002')
  })
})
