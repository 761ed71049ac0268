// The broker's instant quote (POST /api/youx/quote) and pre-approval (POST
// /api/youx/create-customer) through the routes, against the local broker the browser tests
// and `npm run dev` use (scripts/financeBrokerStandIn.mjs), reached over HTTP as the broker's
// API would be: offered only where the dealer turned it on, a car's year and VIN taken from
// the car, bad input a 400, a broker's bad day a 502 with the spec's words, and the finance
// lead stored for the dealer whatever the broker answers.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { POST as QUOTE } from '@/app/api/youx/quote/route'
import { POST as CREATE_CUSTOMER } from '@/app/api/youx/create-customer/route'
import { POST as SEND_CODE } from '@/app/api/visitor/code/route'
import { POST as SIGN_IN } from '@/app/api/visitor/session/route'
import { CUSTOMER_REFUSED, NO_REDIRECT } from '@/features/finance/preApprovalClient'
import { QUOTE_FAILED } from '@/domain/financeQuote'
import type { Tenant } from '@/payload-types'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { importStock } from '@search-sync/feed/importStock'
import { BROKER_TEST_PRICES, startFinanceBrokerStandIn } from '../../scripts/financeBrokerStandIn.mjs'
import { seededPayload, tenantBySlug } from './payload'

const HOST = 'harbour-toyota.localhost'
let payload: Payload
let harbour: Tenant
let broker: Awaited<ReturnType<typeof startFinanceBrokerStandIn>>
const slugs: Record<string, string> = {}
let visitor = 0

const car = (stocknum: string, fields: Record<string, unknown> = {}) => ({
  stocknum,
  make: 'Toyota',
  model: 'Corolla',
  year: 2022,
  vin: 'JTNB23HE70J012345',
  car_type: 'used',
  price: 27_990,
  images: ['/demo-stock/suv-red.svg'],
  ...fields,
})

const setFinance = async (finance: Record<string, unknown>) => {
  harbour = (await payload.update({
    collection: 'tenants',
    id: harbour.id,
    data: { finance },
    overrideAccess: true,
  })) as Tenant
}

const inbox = mkdtempSync(path.join(tmpdir(), 'sms-inbox-'))
const post = (route: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://${HOST}${route}`, {
    method: 'POST',
    headers: {
      host: HOST,
      'content-type': 'application/json',
      [CLIENT_ADDRESS_HEADER]: `203.0.113.${++visitor}`,
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A visitor signed in with the code texted to their mobile: their session cookie. */
async function signedIn(phone: string) {
  expect((await SEND_CODE(post('/api/visitor/code', { phone_number: phone, type: 'finance' }))).status).toBe(200)
  const e164 = `+61${phone.slice(1)}`
  const lines = readFileSync(path.join(inbox, `${e164}.jsonl`), 'utf8')
    .trim()
    .split('\n')
  const code = /^(\d{6}) /.exec(JSON.parse(lines.at(-1)!).body)![1]!
  const session = await SIGN_IN(post('/api/visitor/session', { phone_number: phone, code }))
  expect(session.status).toBe(200)
  return session.headers.get('set-cookie')!.split(';')[0]!
}

async function preApproval(body: unknown, cookie?: string) {
  const response = await CREATE_CUSTOMER(post('/api/youx/create-customer', body, cookie ? { cookie } : {}))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function quote(body: unknown, headers: Record<string, string> = {}) {
  const response = await QUOTE(
    new Request(`http://${HOST}/api/youx/quote`, {
      method: 'POST',
      headers: {
        host: HOST,
        'content-type': 'application/json',
        [CLIENT_ADDRESS_HEADER]: `203.0.113.${++visitor}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const ask = { selfAssessedCreditScore: 'GREAT', purchasePrice: 27_990, loanTerm: 5 }

beforeAll(async () => {
  process.env.SMS_INBOX_DIR = inbox
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  broker = await startFinanceBrokerStandIn({ apiKey: 'broker-int-key' })
  Object.assign(process.env, { FINANCE_BROKER_URL: broker.url, FINANCE_BROKER_KEY: 'broker-int-key' })
  const feed = [
    car('FQ-1'),
    car('FQ-RESERVED', { reserved: true, vin: undefined }),
    car('FQ-CHEAP', { price: 150, vin: undefined }),
    car('FQ-NOPRICE', { price: undefined, vin: undefined }),
  ].map((fields, i) => ({ line: i + 1, fields }))
  expect((await importStock(payload, harbour, feed)).rejected).toEqual([])
  const { docs } = await payload.find({ collection: 'cars', where: { stockNumber: { like: 'FQ-' } }, limit: 10 })
  for (const doc of docs) slugs[doc.stockNumber] = doc.slug!
  // Another dealer's car, which Harbour's site never quotes.
  const southern = await tenantBySlug(payload, 'southern-cross')
  expect(
    (await importStock(payload, southern, [{ line: 1, fields: car('FQ-OTHER', { vin: undefined }) }], { full: false }))
      .rejected,
  ).toEqual([])
  const other = await payload.find({ collection: 'cars', where: { stockNumber: { equals: 'FQ-OTHER' } }, limit: 1 })
  slugs['FQ-OTHER'] = other.docs[0]!.slug!
})

afterAll(async () => {
  await setFinance({ quickQuote: false, brokerDealerId: null, quoteAvailableCarsOnly: true })
  delete process.env.FINANCE_BROKER_URL
  delete process.env.FINANCE_BROKER_KEY
  await broker.stop()
  rmSync(inbox, { recursive: true, force: true })
})

describe('the instant quote', () => {
  it('is not offered until the dealer turns it on with its broker id', async () => {
    expect((await quote(ask)).status).toBe(404)
    await expect(setFinance({ quickQuote: true, brokerDealerId: null })).rejects.toThrow(/Dealer id with the broker/)
    await expect(setFinance({ quickQuote: true, brokerDealerId: 'not an id!' })).rejects.toThrow(/Dealer id/)
    // An id alone offers nothing: the switch is off.
    await setFinance({ quickQuote: false, brokerDealerId: 'HCT-001' })
    expect((await quote(ask)).status).toBe(404)
  })

  it('answers the broker’s weekly repayment and rates, with the car’s year and VIN sent from the car', async () => {
    await setFinance({ quickQuote: true, brokerDealerId: 'HCT-001', quoteAvailableCarsOnly: true })
    const asked = broker.quotes.length
    const answer = await quote({ ...ask, car: slugs['FQ-1'], whoIsHelping: 'Sam' })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      weeklyRepaymentAmount: expect.any(Number),
      advertisedRate: 7.99,
      comparisonRate: 8.91,
    })
    expect(broker.quotes.at(-1)!.request).toEqual({
      dealerId: 'HCT-001',
      selfAssessedCreditScore: 'GREAT',
      purchasePrice: 27_990,
      loanTerm: 5,
      whoIsHelping: 'Sam',
      year: 2022,
      vin: 'JTNB23HE70J012345',
    })
    // The same question about the same car is answered from the quote kept with it.
    expect((await quote({ ...ask, car: slugs['FQ-1'], whoIsHelping: 'Sam' })).body).toEqual(answer.body)
    expect(broker.quotes.length).toBe(asked + 1)
    // Without a car: the price, term and score alone.
    const priceOnly = await quote({ ...ask, purchasePrice: 45_000, selfAssessedCreditScore: 'DECENT' })
    expect(priceOnly.body).toMatchObject({ advertisedRate: 11.49, comparisonRate: 12.42 })
  })

  it('refuses a car not on sale where the dealer quotes only those, and quotes it otherwise', async () => {
    await setFinance({ quickQuote: true, brokerDealerId: 'HCT-001', quoteAvailableCarsOnly: true })
    expect(await quote({ ...ask, car: slugs['FQ-RESERVED'] })).toEqual({
      status: 409,
      body: { error: 'This car cannot be quoted.' },
    })
    expect((await quote({ ...ask, car: slugs['FQ-CHEAP'] })).status).toBe(409)
    expect((await quote({ ...ask, car: slugs['FQ-NOPRICE'] })).status).toBe(409)
    expect((await quote({ ...ask, car: 'no-such-car' })).status).toBe(404)
    expect((await quote({ ...ask, car: slugs['FQ-OTHER'] })).body).toEqual({ error: 'No such car on this site.' })
    await setFinance({ quoteAvailableCarsOnly: false })
    expect((await quote({ ...ask, car: slugs['FQ-RESERVED'] })).status).toBe(200)
    expect((await quote({ ...ask, car: slugs['FQ-NOPRICE'] })).status).toBe(409)
  })

  it('answers bad input with a 400 naming the field, and asks the broker nothing', async () => {
    await setFinance({ quickQuote: true, brokerDealerId: 'HCT-001' })
    const asked = broker.quotes.length
    expect((await quote({ ...ask, purchasePrice: 9_999 })).body.error).toMatch(/purchasePrice is at least 10000/)
    expect((await quote({ ...ask, purchasePrice: '30000' })).status).toBe(400)
    expect((await quote({ ...ask, loanTerm: 8 })).body.error).toMatch(/loanTerm/)
    expect((await quote({ ...ask, selfAssessedCreditScore: 'EXCELLENT' })).body.error).toMatch(/GREAT, DECENT or POOR/)
    expect((await quote('{not json')).status).toBe(400)
    expect((await quote(ask, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await quote(ask, { origin: 'https://elsewhere.example' })).status).toBe(403)
    expect(broker.quotes.length).toBe(asked)
  })

  it('turns a failing, malformed or refusing broker into the spec’s failure, a 502 the form shows as a dash', async () => {
    await setFinance({ quickQuote: true, brokerDealerId: 'HCT-001' })
    for (const price of [BROKER_TEST_PRICES.failing, BROKER_TEST_PRICES.malformed])
      expect(await quote({ ...ask, purchasePrice: price })).toEqual({ status: 502, body: { error: QUOTE_FAILED } })
    broker.failNext(401, 'Unauthorised')
    expect((await quote({ ...ask, purchasePrice: 31_000 })).status).toBe(502)
    // A failure is not kept: the next try asks again.
    expect((await quote({ ...ask, purchasePrice: 31_000 })).status).toBe(200)
  })
})

describe('pre-approval with the broker', () => {
  const data = {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: 27_990,
    loanTerm: 5,
    firstName: 'Jess',
    lastName: 'Thompson',
    email: 'jess@example.com',
    subscribe: true,
    postCode: '2144',
  }
  const leadsOf = async (id: unknown) =>
    (await payload.find({ collection: 'leads', where: { id: { equals: id } }, overrideAccess: true })).docs

  it('needs the mobile verified by its code first', async () => {
    await setFinance({ quickQuote: true, brokerDealerId: 'HCT-001', quoteAvailableCarsOnly: true })
    expect((await preApproval({ data })).status).toBe(401)
  })

  it('stores the finance lead with its quote, then sends the buyer to the broker’s application', async () => {
    const cookie = await signedIn('0412555001')
    const answer = await preApproval({ data, car: slugs['FQ-1'], whoIsHelping: 'Sam' }, cookie)
    expect(answer.status).toBe(200)
    expect(answer.body.redirectUrl).toMatch(new RegExp(`^${broker.url}/apply/cus_`))
    const [lead] = await leadsOf(answer.body.lead_id)
    expect(lead).toMatchObject({ category: 'finance', firstName: 'Jess', phone: '0412555001', optIn: true })
    expect(lead!.message).toMatch(
      /^Pre-approval through the finance broker: 5 year loan, great credit score\. Quoted \$[\d.]+ per week at 7\.99% p\.a\. \(comparison rate 8\.91% p\.a\.\)\.$/,
    )
    expect(broker.created.at(-1)).toMatchObject({
      key: `lead-${harbour.id}-${answer.body.lead_id}`,
      request: {
        dealerId: 'HCT-001',
        data: {
          phoneNumber: '+61412555001',
          year: 2022,
          vin: 'JTNB23HE70J012345',
          firstName: 'Jess',
          postCode: '2144',
        },
        additionalData: { lead_id: String(answer.body.lead_id), stock_number: 'FQ-1', whoIsHelping: 'Sam' },
      },
    })
  })

  it('keeps the lead when the broker fails or sends nobody on, with the spec’s errors', async () => {
    const cookie = await signedIn('0412555002')
    const failed = await preApproval({ data: { ...data, purchasePrice: BROKER_TEST_PRICES.failing } }, cookie)
    expect(failed).toMatchObject({ status: 502, body: { error: CUSTOMER_REFUSED } })
    expect(await leadsOf(failed.body.lead_id)).toHaveLength(1)
    const nowhere = await preApproval({ data: { ...data, purchasePrice: BROKER_TEST_PRICES.malformed } }, cookie)
    expect(nowhere).toMatchObject({ status: 502, body: { error: NO_REDIRECT } })
    expect((await leadsOf(nowhere.body.lead_id))[0]!.message).toMatch(/No quote could be given at the time\./)
  })

  it('a visitor signed in at one dealer is nobody at another: no lead, no customer', async () => {
    const cookie = await signedIn('0412555004')
    const before = (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
    const created = broker.created.length
    const response = await CREATE_CUSTOMER(
      post('/api/youx/create-customer', { data }, { cookie, host: 'southern-cross.localhost' }),
    )
    expect(response.status).toBe(401)
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before)
    expect(broker.created).toHaveLength(created)
  })

  it('answers bad input with a 400 and stores nothing', async () => {
    const cookie = await signedIn('0412555003')
    const before = (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
    expect((await preApproval({ data: { ...data, firstName: '' } }, cookie)).status).toBe(400)
    expect((await preApproval({ data: { ...data, loanTerm: 9 } }, cookie)).body.error).toMatch(/loanTerm/)
    expect((await preApproval({ data: { ...data, email: 'not-an-address' } }, cookie)).status).toBe(400)
    expect((await preApproval({ data, car: slugs['FQ-RESERVED'] }, cookie)).status).toBe(409)
    expect((await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs).toBe(before)
  })
})
