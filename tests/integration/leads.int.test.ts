// POST /api/leads: validated again on the server, stored for the dealer the host names
// before anything else, and bad input answered with each field's problem.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/leads/route'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { FORM_ERRORS_HEADING, INVALID_EMAIL, REQUIRED, TERMS_REQUIRED } from '@/domain/enquiry'
import { INVALID_POSTCODE, UNKNOWN_POSTCODE } from '@/domain/states'
import { BOOKING_DATE_PAST, CHOOSE_FROM_LIST, LEAD_RATE_LIMIT, TOO_MANY_LEADS } from '@/domain/leads'
import { localTime } from '@/domain/dates'
import { CLOSED_THAT_DAY, TIME_OUTSIDE_HOURS } from '@/domain/testDriveTimes'
import { seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

// Each request comes from its own address unless a test names one (leads are limited per address).
let visitor = 0
const post = (host: string, body: unknown, address = `203.0.113.${++visitor}`) =>
  POST(
    new NextRequest(`http://${host}/api/leads`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )

const fleet = {
  category: 'fleet',
  name: 'Priya',
  last_name: 'Singh',
  email: 'priya@example.com',
  phone: '+61 412 345 678',
  message: 'Five utes for our crews',
  opt_in: true,
  company: 'Singh Plumbing',
  fleet_size: '1-5',
  page_url: 'http://harbour-toyota.localhost/fleet',
}
const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

describe('POST /api/leads', () => {
  it('stores a valid fleet enquiry for the host’s dealer and answers with its id', async () => {
    const response = await post('harbour-toyota.localhost', fleet)
    expect(response.status).toBe(201)
    const { lead_id } = (await response.json()) as { lead_id: string }
    const stored = await payload.findByID({ collection: 'leads', id: lead_id, depth: 1, overrideAccess: true })
    expect(stored).toMatchObject({
      category: 'fleet',
      status: 'new',
      firstName: 'Priya',
      lastName: 'Singh',
      phone: '0412345678',
      optIn: true,
      details: { company: 'Singh Plumbing', fleetSize: '1-5' },
    })
    expect(typeof stored.tenant === 'object' && stored.tenant?.slug).toBe('harbour-toyota')
  })

  it('answers bad input with each field’s problem and stores nothing', async () => {
    const before = await leadCount()
    const response = await post('harbour-toyota.localhost', { ...fleet, email: 'priya@', phone: '', message: ' ' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: FORM_ERRORS_HEADING,
      fields: { email: INVALID_EMAIL, phone: REQUIRED, message: REQUIRED },
    })
    expect(await (await post('harbour-toyota.localhost', { ...fleet, fleet_size: 'lots' })).json()).toMatchObject({
      fields: { fleet_size: CHOOSE_FROM_LIST },
    })
    expect((await post('harbour-toyota.localhost', '{not json')).status).toBe(400)
    expect((await post('harbour-toyota.localhost', { ...fleet, category: 'spam' })).status).toBe(400)
    expect((await post('harbour-toyota.localhost', { ...fleet, name: 42 })).status).toBe(400)
    expect(await leadCount()).toBe(before)
  })

  it('refuses hosts that name no dealer, and thanks bots that fill the hidden field without storing', async () => {
    const before = await leadCount()
    expect((await post('nobody.example.com', fleet)).status).toBe(404)
    expect((await post('harbour-toyota.localhost', { ...fleet, website: 'http://spam.example' })).status).toBe(201)
    expect(await leadCount()).toBe(before)
  })
})

describe('what the page sends beside the form', () => {
  it('the pages the visit went through are stored as paths on the site, and anything else is refused', async () => {
    const finance = { category: 'finance', name: 'Jo', email: 'jo@example.com', phone: '0412345678' }
    const pages = ['/', '/search/used-cars?make=toyota', '/finance']
    const response = await post('harbour-toyota.localhost', { ...finance, pages_visited: pages })
    expect(response.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'leads',
      id: ((await response.json()) as { lead_id: string }).lead_id,
      overrideAccess: true,
    })
    expect(stored.pagesVisited).toBe(pages.join('\n'))
    for (const bad of [['https://evil.example/'], ['//evil.example'], Array(11).fill('/'), [42]])
      expect((await post('harbour-toyota.localhost', { ...finance, pages_visited: bad })).status).toBe(400)
  })

  it('context never overrides what the visitor answered: it is stored apart', async () => {
    const finance = { category: 'finance', name: 'Jo', email: 'jo@example.com', phone: '0412345678', amount: '$32,500' }
    const forged = { model: 'Forged model', termsAgreed: 'true', amountToBorrow: '1', offer: '7' }
    const response = await post('harbour-toyota.localhost', { ...finance, context: forged })
    expect(response.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'leads',
      id: ((await response.json()) as { lead_id: string }).lead_id,
      overrideAccess: true,
    })
    expect(stored.details).toEqual({ amountToBorrow: 32_500, context: forged })
  })

  it('a body past the cap is refused with 413 while it streams, and nothing is stored', async () => {
    const before = await leadCount()
    const huge = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(' '.repeat(64 * 1024)))
      },
    })
    const response = await POST(
      new NextRequest('http://harbour-toyota.localhost/api/leads', {
        method: 'POST',
        headers: { host: 'harbour-toyota.localhost', 'content-type': 'application/json' },
        body: huge,
        duplex: 'half',
      } as never),
    )
    expect(response.status).toBe(413)
    expect(await leadCount()).toBe(before)
  })
})

const today = (offsetDays = 0) => localTime(new Date(Date.now() + offsetDays * 86_400_000), 'Australia/Sydney').date
const testDrive = { category: 'test-drive', name: 'Lee', email: 'lee@example.com', phone: '0298765432' }

describe('the choices each dealer’s form offers', () => {
  it('a general enquiry needs its enquiry type and a message; a one-site dealer’s location is filled in', async () => {
    const general = { category: 'general', name: 'Ana', email: 'ana@example.com', phone: '0412345678' }
    expect(await (await post('harbour-toyota.localhost', general)).json()).toMatchObject({
      fields: { subject: REQUIRED, message: REQUIRED },
    })
    const response = await post('harbour-toyota.localhost', {
      ...general,
      subject: 'Service Enquiry',
      message: 'Logbook service for my Corolla',
    })
    expect(response.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'leads',
      id: ((await response.json()) as { lead_id: string }).lead_id,
      depth: 1,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ category: 'general', subject: 'Service Enquiry', summary: 'Ana · Service Enquiry' })
    expect(typeof stored.location === 'object' && stored.location?.name).toBe('Harbour City Toyota - Sales')
  })

  it('a postcode must be a real Australian one at an Australian dealer (spec: geocoding), any 4 digits in New Zealand', async () => {
    const general = {
      category: 'general',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '0412345678',
      subject: 'Sales Enquiry',
      message: 'Hello',
    }
    const unknown = await post('harbour-toyota.localhost', { ...general, postcode: '5999' })
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ fields: { postcode: UNKNOWN_POSTCODE } })
    expect(await (await post('harbour-toyota.localhost', { ...general, postcode: '12' })).json()).toMatchObject({
      fields: { postcode: INVALID_POSTCODE },
    })
    expect((await post('harbour-toyota.localhost', { ...general, postcode: '2000' })).status).toBe(201)
    const harbour = await tenantBySlug(payload, 'harbour-toyota')
    await payload.update({
      collection: 'tenants',
      id: harbour.id,
      data: { identity: { timeZone: 'Pacific/Auckland' } },
      overrideAccess: true,
    })
    try {
      expect((await post('harbour-toyota.localhost', { ...general, postcode: '5999' })).status).toBe(201)
    } finally {
      await payload.update({
        collection: 'tenants',
        id: harbour.id,
        data: { identity: { timeZone: 'Australia/Sydney' } },
        overrideAccess: true,
      })
    }
  })

  it('the quick enquiry requires a real postcode, asks no message, and takes any of a group’s sites', async () => {
    const quick = { category: 'quick', name: 'Kim', last_name: 'Lee', email: 'kim@example.com', phone: '0412345678' }
    expect(await (await post('harbour-toyota.localhost', quick)).json()).toMatchObject({
      fields: { postcode: REQUIRED },
    })
    expect(await (await post('harbour-toyota.localhost', { ...quick, postcode: '12a' })).json()).toMatchObject({
      fields: { postcode: INVALID_POSTCODE },
    })
    expect(await (await post('harbour-toyota.localhost', { ...quick, postcode: '0000' })).json()).toMatchObject({
      fields: { postcode: UNKNOWN_POSTCODE },
    })
    // A group's quick enquiry names one of its sites, any department (the dealership choice).
    expect(await (await post('southern-cross.localhost', { ...quick, postcode: '2250' })).json()).toMatchObject({
      fields: { location: REQUIRED },
    })
    const response = await post('harbour-toyota.localhost', { ...quick, postcode: '2000' })
    expect(response.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'leads',
      id: ((await response.json()) as { lead_id: string }).lead_id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      category: 'quick',
      postcode: '2000',
      message: null,
      summary: 'Kim Lee · Quick enquiry',
    })
    expect(stored.location).toBeTruthy()
  })

  it('a careers enquiry may go to any of a group’s sites, service centres included, and needs a message', async () => {
    const careers = { category: 'careers', name: 'Sam', email: 'sam@example.com', phone: '0412345678' }
    expect(await (await post('southern-cross.localhost', careers)).json()).toMatchObject({
      fields: { location: REQUIRED, message: REQUIRED },
    })
    const response = await post('southern-cross.localhost', {
      ...careers,
      location: 'southern-cross-service-centre',
      message: 'Qualified technician looking for a role',
    })
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
    const stored = await payload.findByID({
      collection: 'leads',
      id: ((await response.json()) as { lead_id: string }).lead_id,
      depth: 1,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ category: 'careers', summary: 'Sam · Careers enquiry' })
    expect(typeof stored.location === 'object' && stored.location?.name).toBe('Southern Cross Service Centre - Service')
  })

  it('a test drive at a group needs one of its own dealerships, takes a listed model and a day from today', async () => {
    expect(await (await post('southern-cross.localhost', testDrive)).json()).toMatchObject({
      fields: { location: REQUIRED },
    })
    const harbour = await payload.find({
      collection: 'locations',
      where: { name: { equals: 'Harbour City Toyota - Sales' } },
      overrideAccess: true,
    })
    expect(
      await (await post('southern-cross.localhost', { ...testDrive, location: harbour.docs[0]!.slug })).json(),
    ).toMatchObject({ fields: { location: CHOOSE_FROM_LIST } })
    expect(
      await (await post('harbour-toyota.localhost', { ...testDrive, model: 'hilux-hybrid-48v' })).json(),
    ).toMatchObject({ fields: { model: CHOOSE_FROM_LIST } })
    expect(
      await (await post('harbour-toyota.localhost', { ...testDrive, preferred_date: today(-2) })).json(),
    ).toMatchObject({ fields: { preferred_date: BOOKING_DATE_PAST } })

    const response = await post('harbour-toyota.localhost', {
      ...testDrive,
      model: 'hilux',
      preferred_date: today(3),
      context: { offer: '1', offerName: 'Tow pack' },
    })
    expect(response.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'leads',
      id: ((await response.json()) as { lead_id: string }).lead_id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      category: 'test-drive',
      message: null,
      details: { model: 'HiLux', preferredDate: today(3), context: { offer: '1', offerName: 'Tow pack' } },
    })
  })

  it('a test drive’s time keeps to the chosen dealership’s sales hours that day (Southern Cross Hyundai: closed Sundays)', async () => {
    const hyundai = await payload.find({
      collection: 'locations',
      where: { name: { equals: 'Southern Cross Hyundai - Sales' } },
      overrideAccess: true,
    })
    const location = hyundai.docs[0]!.slug
    // The next Sunday and the Monday after it, at least two days out (no "an hour from now" edge).
    const offset = [...Array(9).keys()].find((d) => d >= 2 && new Date(`${today(d)}T00:00:00Z`).getUTCDay() === 0)!
    const [sunday, monday] = [today(offset), today(offset + 1)]
    const book = async (preferred_date: string, preferred_time: string) =>
      post('southern-cross.localhost', { ...testDrive, location, preferred_date, preferred_time })
    expect(await (await book(sunday, '')).json()).toMatchObject({ fields: { preferred_date: CLOSED_THAT_DAY } })
    // Weekdays 8:30 am to 5:30 pm: the last drive starts at 5 pm.
    expect(await (await book(monday, '17:30')).json()).toMatchObject({ fields: { preferred_time: TIME_OUTSIDE_HOURS } })
    expect(await (await book(monday, '08:00')).json()).toMatchObject({ fields: { preferred_time: TIME_OUTSIDE_HOURS } })
    const booked = await book(monday, '17:00')
    expect(booked.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'leads',
      id: ((await booked.json()) as { lead_id: string }).lead_id,
      overrideAccess: true,
    })
    expect(stored.details).toMatchObject({ preferredDate: monday, preferredTime: '17:00' })
  })

  it('a finance enquiry may name an amount to borrow within the dealer’s calculator limits; its message is optional', async () => {
    const finance = { category: 'finance', name: 'Jo', email: 'jo@example.com', phone: '0412345678' }
    expect(await (await post('harbour-toyota.localhost', { ...finance, amount: '$500' })).json()).toMatchObject({
      fields: { amount: 'Cannot be less than 1,000 or more than 250,000' },
    })
    const response = await post('harbour-toyota.localhost', { ...finance, amount: '$32,500' })
    expect(response.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'leads',
      id: ((await response.json()) as { lead_id: string }).lead_id,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({ category: 'finance', details: { amountToBorrow: 32_500 } })
  })

  it('asks visitors to agree to the terms where the dealer sets a disclaimer', async () => {
    const outback = await tenantBySlug(payload, 'outback-cars')
    await payload.update({
      collection: 'tenants',
      id: outback.id,
      data: { wording: { enquiryDisclaimer: 'We keep your details to answer you.' } },
      overrideAccess: true,
    })
    const fleetHere = { ...fleet, page_url: '' }
    expect(await (await post('outback-cars.localhost', fleetHere)).json()).toMatchObject({
      fields: { terms_agreed: TERMS_REQUIRED },
    })
    expect((await post('outback-cars.localhost', { ...fleetHere, terms_agreed: true })).status).toBe(201)
    await payload.update({
      collection: 'tenants',
      id: outback.id,
      data: { wording: { enquiryDisclaimer: null } },
      overrideAccess: true,
    })
  })

  it('lets staff set the status and notes but never change what the visitor sent', async () => {
    const { lead_id } = (await (await post('harbour-toyota.localhost', fleet)).json()) as { lead_id: string }
    const editor = await userByEmail(payload, 'editor@harbour-toyota.test')
    await payload.update({
      collection: 'leads',
      id: lead_id,
      data: { status: 'contacted', staffNotes: 'Called back', firstName: 'Someone else', phone: '0400000000' },
      user: editor,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'leads', id: lead_id, overrideAccess: true })
    expect(stored).toMatchObject({
      status: 'contacted',
      staffNotes: 'Called back',
      firstName: 'Priya',
      phone: '0412345678',
    })
  })

  it('takes five leads in ten minutes from one address for one dealer, then answers 429 and stores nothing', async () => {
    const address = '198.51.100.23'
    for (let i = 0; i < LEAD_RATE_LIMIT.limit; i++)
      expect((await post('harbour-toyota.localhost', fleet, address)).status).toBe(201)
    // A mistake is answered as usual and does not count.
    expect((await post('harbour-toyota.localhost', { ...fleet, email: '' }, address)).status).toBe(400)
    const before = await leadCount()
    const refused = await post('harbour-toyota.localhost', fleet, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ error: TOO_MANY_LEADS })
    expect(await leadCount()).toBe(before)
    // Another dealer's site, and another address, are counted apart.
    expect((await post('southern-cross.localhost', { ...fleet, page_url: '' }, address)).status).not.toBe(429)
    expect((await post('harbour-toyota.localhost', fleet)).status).toBe(201)
  })
})
