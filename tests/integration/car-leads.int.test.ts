// Enquiries about one car (the vehicle page's forms and a test drive from it): the car is
// read from the dealer's listed stock, never from the request, and stored on the lead with
// the spec's car fields; what a sold car cannot take is refused.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { FORM_ERRORS_HEADING, REQUIRED } from '@/domain/enquiry'
import { OFFER_REQUIRED, PHOTOS_MESSAGE } from '@/domain/carEnquiry'
import { CAR_NOT_LISTED, CAR_SOLD } from '@/features/leads/enquiredCar'
import { CHOOSE_FROM_LIST } from '@/domain/leads'
import { leadWebhookBody } from '@/features/leads/delivery/leadWebhook'
import { importStock } from '@search-sync/feed/importStock'
import { POST as countView } from '@/app/api/cars/[slug]/views/route'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'
import { seededPayload, tenantBySlug } from './payload'
import { leadPoster } from './leadRequests'

let payload: Payload
let toyota: Tenant
const slugs: Record<string, string> = {}

const car = (stocknum: string, fields: Record<string, unknown>) => ({
  stocknum,
  make: 'Toyota',
  model: 'RAV4',
  year: 2021,
  car_type: 'used',
  price: 30_000,
  images: ['/demo-stock/suv-red-1600.jpg'],
  ...fields,
})

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  const feed = [
    car('CL-USED', {}),
    car('CL-NEW', { car_type: 'new', model: 'Camry', location_name: 'Harbour City Toyota - Sales' }),
    car('CL-SOLD', { status: 'sold', model: 'HiLux' }),
  ].map((fields, i) => ({ line: i + 1, fields }))
  expect((await importStock(payload, toyota, feed)).rejected).toEqual([])
  const southern = await tenantBySlug(payload, 'southern-cross')
  await importStock(payload, southern, [{ line: 1, fields: car('CL-OTHER', { make: 'Kia', model: 'Sportage' }) }])
  const { docs } = await payload.find({
    collection: 'cars',
    where: { stockNumber: { like: 'CL-' } },
    overrideAccess: true,
    limit: 10,
  })
  for (const doc of docs) slugs[doc.stockNumber] = doc.slug!
})

afterAll(async () => {
  await payload.destroy()
})

const post = leadPoster('198.51.100')
const visitorDetails = {
  name: 'Jess',
  last_name: 'Thompson',
  email: 'jess@example.com',
  phone: '0412 345 678',
  page_url: 'http://harbour-toyota.localhost/cars/x',
}
const leadOf = async (response: Response) => {
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  const { lead_id } = (await response.json()) as { lead_id: string }
  return payload.findByID({ collection: 'leads', id: lead_id, depth: 0, overrideAccess: true })
}
const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

describe('an enquiry about a car', () => {
  it('stores the spec’s car fields, read from the listed car, whatever else the request claims', async () => {
    const lead = await leadOf(
      await post({
        ...visitorDetails,
        category: 'vehicle',
        car: slugs['CL-USED'],
        message: 'Is it still available?',
        // Fields a crafted request might add: the lead's car comes from the stock, not from these.
        context: { price: '1' },
        campaign: { utm_source: 'google', gclid: 'abc', tracking_id: 'not a campaign parameter' },
      }),
    )
    expect(lead).toMatchObject({
      category: 'vehicle',
      subcategory: 'Vehicle enquiry',
      summary: 'Jess Thompson · Vehicle enquiry · 2021 Toyota RAV4',
      details: { campaign: { utm_source: 'google', gclid: 'abc' } },
      vehicle: {
        title: '2021 Toyota RAV4',
        stockNumber: 'CL-USED',
        price: 30_000,
        make: 'Toyota',
        model: 'RAV4',
        carType: 'used',
        status: 'in_stock',
        manufacturerSlug: 'toyota',
        link: `/cars/${slugs['CL-USED']}`,
        // The platform's stored photo as a small JPEG (e-mail clients read JPEG), never the feed's address.
        photo: expect.stringMatching(/^\/photos\/[0-9a-f]{32}\?w=400&fm=jpg$/),
      },
    })
    expect((lead.details as { campaign?: unknown }).campaign).toEqual({ utm_source: 'google', gclid: 'abc' })
    // What a CRM receives: the spec's names for the car fields.
    const sent = JSON.parse(leadWebhookBody(lead, toyota, undefined, 'https://harbour.example')) as {
      lead: { subcategory: string; car: Record<string, unknown> }
    }
    expect(sent.lead.subcategory).toBe('Vehicle enquiry')
    expect(sent.lead.car).toMatchObject({
      car_id: String(lead.vehicle!.car),
      manufacturer_slug: 'toyota',
      stock_number: 'CL-USED',
      'Vehicle Make': 'Toyota',
      'Vehicle Model': 'RAV4',
      car_type: 'used',
      vehicle_status: 'in_stock',
      url: `https://harbour.example/cars/${slugs['CL-USED']}`,
    })
  })

  it('keeps whether the visitor would like finance or has a car to trade in (spec: opt_in_finance, opt_in_trade)', async () => {
    const lead = await leadOf(
      await post({
        ...visitorDetails,
        category: 'vehicle',
        car: slugs['CL-USED'],
        message: 'Can I trade in my old car?',
        opt_in_trade: true,
      }),
    )
    expect(lead.details).toMatchObject({ hasTradeIn: true })
    expect((lead.details as Record<string, unknown>).wantsFinance).toBeUndefined()
    expect(JSON.parse(leadWebhookBody(lead, toyota)).lead).toMatchObject({ opt_in_trade: true, opt_in_finance: false })
    expect(
      (await post({ ...visitorDetails, category: 'vehicle', car: slugs['CL-USED'], opt_in_trade: 'yes' })).status,
    ).toBe(400)
  })

  it('refuses a car the dealer’s site does not list (another dealer’s, or none) and stores nothing', async () => {
    const before = await leadCount()
    const other = await post({ ...visitorDetails, category: 'vehicle', car: slugs['CL-OTHER'], message: 'Hi' })
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({ error: CAR_NOT_LISTED })
    const none = await post({ ...visitorDetails, category: 'vehicle', message: 'Hi' })
    expect(none.status).toBe(400)
    const wrongKind = await post({
      ...visitorDetails,
      category: 'vehicle',
      car: slugs['CL-USED'],
      car_enquiry: 'discount',
      message: 'Hi',
    })
    expect(wrongKind.status).toBe(400)
    // Only a car enquiry or a test drive is about a car.
    const general = await post({
      ...visitorDetails,
      category: 'general',
      subject: 'Sales Enquiry',
      car: slugs['CL-USED'],
      message: 'Hi',
    })
    expect(general.status).toBe(400)
    expect(await leadCount()).toBe(before)
  })

  it('Make an Offer needs an amount (offer_from_client), keeps it in dollars, and its message is optional', async () => {
    const missing = await post({ ...visitorDetails, category: 'vehicle', car: slugs['CL-NEW'], car_enquiry: 'offer' })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({ error: FORM_ERRORS_HEADING, fields: { offer_from_client: OFFER_REQUIRED } })
    const lead = await leadOf(
      await post({
        ...visitorDetails,
        category: 'vehicle',
        car: slugs['CL-NEW'],
        car_enquiry: 'offer',
        offer_from_client: '$28,500',
      }),
    )
    expect(lead).toMatchObject({ subcategory: 'Make an offer', details: { offerFromClient: 28_500 } })
  })

  it('Request Photos carries the spec’s preset text; its message is optional', async () => {
    const lead = await leadOf(
      await post({ ...visitorDetails, category: 'vehicle', car: slugs['CL-USED'], car_enquiry: 'photos' }),
    )
    expect(lead).toMatchObject({ subcategory: 'Request photos', details: { request: PHOTOS_MESSAGE } })
  })

  it('a sold car takes only “find me something similar”, whose message follows the dealer’s rule', async () => {
    const offer = await post({
      ...visitorDetails,
      category: 'vehicle',
      car: slugs['CL-SOLD'],
      car_enquiry: 'offer',
      offer_from_client: '20000',
    })
    expect(offer.status).toBe(400)
    expect(await offer.json()).toMatchObject({ error: CAR_SOLD })
    const withoutMessage = await post({
      ...visitorDetails,
      category: 'vehicle',
      car: slugs['CL-SOLD'],
      car_enquiry: 'similar',
    })
    expect(await withoutMessage.json()).toMatchObject({ fields: { message: REQUIRED } })
    const lead = await leadOf(
      await post({
        ...visitorDetails,
        category: 'vehicle',
        car: slugs['CL-SOLD'],
        car_enquiry: 'similar',
        message: 'Can you please find me something similar?',
      }),
    )
    expect(lead).toMatchObject({
      subcategory: 'Find me something similar',
      vehicle: { stockNumber: 'CL-SOLD', status: 'sold' },
    })
  })

  it('a test drive booked from a car’s page keeps the car and asks for no model', async () => {
    const lead = await leadOf(await post({ ...visitorDetails, category: 'test-drive', car: slugs['CL-NEW'] }))
    expect(lead).toMatchObject({ category: 'test-drive', vehicle: { stockNumber: 'CL-NEW', carType: 'new' } })
  })

  it('a test drive of a car whose department names places for one asks which place (spec: distribution locations)', async () => {
    const car = await payload.find({
      collection: 'cars',
      where: { stockNumber: { equals: 'CL-NEW' } },
      overrideAccess: true,
    })
    const department = (
      await payload.find({
        collection: 'locations',
        where: { name: { equals: car.docs[0]!.locationName } },
        overrideAccess: true,
      })
    ).docs[0]!
    await payload.update({
      collection: 'locations',
      id: department.id,
      data: { distributionLocations: [{ name: 'Botany delivery yard' }, { name: 'Parramatta branch' }] },
      overrideAccess: true,
    })
    try {
      const drive = { ...visitorDetails, category: 'test-drive', car: slugs['CL-NEW'] }
      const before = await leadCount()
      expect(await (await post(drive)).json()).toMatchObject({ fields: { distribution_location: REQUIRED } })
      expect(await (await post({ ...drive, distribution_location: 'Somewhere' })).json()).toMatchObject({
        fields: { distribution_location: CHOOSE_FROM_LIST },
      })
      expect(await leadCount()).toBe(before)
      const lead = await leadOf(await post({ ...drive, distribution_location: 'Parramatta branch' }))
      expect(lead.details).toMatchObject({ distributionLocation: 'Parramatta branch' })
      // An enquiry (not a test drive) about the same car asks no place.
      await leadOf(await post({ ...visitorDetails, category: 'vehicle', car: slugs['CL-NEW'], message: 'Hi' }))
    } finally {
      await payload.update({
        collection: 'locations',
        id: department.id,
        data: { distributionLocations: [] },
        overrideAccess: true,
      })
    }
  })
})

describe('a car’s views (POST /api/cars/{slug}/views)', () => {
  const view = (host: string, slug: string, address: string) =>
    countView(
      new NextRequest(`http://${host}/api/cars/${slug}/views`, {
        method: 'POST',
        headers: { host, [CLIENT_ADDRESS_HEADER]: address },
      }),
      { params: Promise.resolve({ slug }) },
    )
  const rows = async (slug: string) =>
    (await payload.count({ collection: 'car-views', where: { car: { equals: slug } }, overrideAccess: true })).totalDocs

  it('stores each visitor’s view before answering, once per half hour, and answers the car’s views', async () => {
    const slug = slugs['CL-USED']!
    const first = await view('harbour-toyota.localhost', slug, '198.51.100.1')
    expect(first.status).toBe(201)
    expect(await first.json()).toEqual({ views: 1, counted: true })
    expect(await rows(slug)).toBe(1)
    // The same visitor again: not counted, told the views.
    const again = await view('harbour-toyota.localhost', slug, '198.51.100.1')
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ views: 1, counted: false })
    // Two other visitors at once: both stored, none lost.
    const both = await Promise.all([
      view('harbour-toyota.localhost', slug, '198.51.100.2'),
      view('harbour-toyota.localhost', slug, '198.51.100.3'),
    ])
    expect(both.map((response) => response.status)).toEqual([201, 201])
    expect(await rows(slug)).toBe(3)
  })

  it('counts only a car the site lists, and says what is wrong with anything else', async () => {
    expect((await view('southern-cross.localhost', slugs['CL-USED']!, '198.51.100.9')).status).toBe(404)
    expect((await view('harbour-toyota.localhost', 'no-such-car', '198.51.100.9')).status).toBe(404)
    const bad = await view('harbour-toyota.localhost', '..%2F..%2Fetc', '198.51.100.9')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Name the car by its address name.' })
    expect((await view('nobody.localhost', slugs['CL-USED']!, '198.51.100.9')).status).toBe(404)
    expect(
      await payload.count({ collection: 'car-views', where: { car: { equals: 'no-such-car' } }, overrideAccess: true }),
    ).toMatchObject({ totalDocs: 0 })
  })
})
