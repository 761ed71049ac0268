// Trade-in and sell-my-car enquiries: the visitor's own car is checked by the form's rules
// again on the server, stored on the lead in its own fields, and handed to the dealer's
// e-mail, webhook and ADF (as ADF's trade-in vehicle); nothing is stored when it is refused.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { FORM_ERRORS_HEADING, REQUIRED } from '@/domain/enquiry'
import { INVALID_KMS, TRADE_IN_SUBCATEGORY } from '@/domain/tradeIn'
import { adfLead } from '@/features/leads/delivery/adfLead'
import { leadRows } from '@/features/leads/delivery/leadEmail'
import { leadWebhookBody } from '@/features/leads/delivery/leadWebhook'
import { importStock } from '@search-sync/feed/importStock'
import { seededPayload, tenantBySlug } from './payload'
import { leadPoster } from './leadRequests'
import { validAdf } from './adfSchema'

let payload: Payload
let harbour: Tenant
let carSlug: string

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  const feed = [
    {
      line: 1,
      fields: {
        stocknum: 'TI-WANT',
        make: 'Toyota',
        model: 'Camry',
        year: 2024,
        car_type: 'used',
        price: 38_000,
        images: ['/demo-stock/suv-red.svg'],
      },
    },
  ]
  expect((await importStock(payload, harbour, feed)).rejected).toEqual([])
  const { docs } = await payload.find({
    collection: 'cars',
    where: { stockNumber: { equals: 'TI-WANT' } },
    overrideAccess: true,
  })
  carSlug = docs[0]!.slug!
})

afterAll(async () => {
  await payload.destroy()
})

const post = leadPoster('203.0.113')
const visitorDetails = {
  category: 'trade-in',
  name: 'Sam',
  last_name: 'Nguyen',
  email: 'sam@example.com',
  phone: '0412 345 678',
  page_url: 'http://harbour-toyota.localhost/trade-in',
}
const theirCar = {
  rego: 'abc-123',
  regoState: 'NSW',
  make: 'Mazda',
  model: 'CX-5',
  year: '2021',
  kms: '62,000',
  condition: 'Good',
  accident: 'No',
  serviceHistory: 'Full',
  finance: 'Yes',
  preferredContact: 'SMS',
}
const stored = async (response: Response) => {
  const answer = (await response.json()) as { lead_id: string; valued_in_person?: boolean }
  expect(response.status, JSON.stringify(answer)).toBe(201)
  return {
    answer,
    lead: await payload.findByID({ collection: 'leads', id: answer.lead_id, depth: 0, overrideAccess: true }),
  }
}
const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

describe('a trade-in enquiry', () => {
  it('stores the visitor’s car in its own fields, as keyed, and hands it to every channel', async () => {
    const { answer, lead } = await stored(await post({ ...visitorDetails, trade_in: theirCar }))
    expect(answer.valued_in_person).toBe(false)
    expect(lead).toMatchObject({
      category: 'trade-in',
      subcategory: TRADE_IN_SUBCATEGORY,
      summary: 'Sam Nguyen · Trade-in valuation · 2021 Mazda CX-5',
      tradeIn: {
        rego: 'ABC123',
        regoState: 'NSW',
        make: 'Mazda',
        model: 'CX-5',
        year: 2021,
        kms: 62_000,
        condition: 'Good',
        accident: 'No',
        serviceHistory: 'Full',
        financeOwing: 'Yes',
        preferredContact: 'SMS',
        valuedInPerson: false,
      },
    })
    expect(lead.vehicle?.stockNumber ?? null).toBeNull()

    const rows = Object.fromEntries(leadRows(lead, { dealerName: harbour.name }))
    expect(rows).toMatchObject({
      'Car to sell or trade in': '2021 Mazda CX-5',
      Registration: 'ABC123 (NSW)',
      Kilometres: '62,000 km',
      'Finance owing': 'Yes',
      'Contact by': 'SMS',
    })
    const webhook = JSON.parse(leadWebhookBody(lead, harbour)) as { lead: { trade_in: Record<string, unknown> } }
    expect(webhook.lead.trade_in).toMatchObject({
      rego: 'ABC123',
      regoState: 'NSW',
      kms: 62_000,
      finance: 'Yes',
      PreferredContactMethod: 'SMS',
    })
    const adf = adfLead(lead, harbour)
    expect(validAdf(adf)).toEqual({ valid: true, errors: '' })
    expect(adf).toContain('<vehicle interest="trade-in" status="used"><year>2021</year><make>Mazda</make>')
    expect(adf).toContain('<odometer units="km">62000</odometer><condition>good</condition>')
    expect(adf).toContain('<phone type="cellphone" preferredcontact="1">0412345678</phone>')
    expect(adf).not.toContain('interest="buy"')
  })

  it('tells the visitor a car over 7 years old or 100,000 km is valued in person, and keeps that on the lead', async () => {
    const { answer, lead } = await stored(
      await post({ ...visitorDetails, trade_in: { ...theirCar, year: '2012', preferredContact: 'Phone' } }),
    )
    expect(answer.valued_in_person).toBe(true)
    expect(lead.tradeIn?.valuedInPerson).toBe(true)
    expect(Object.fromEntries(leadRows(lead, { dealerName: harbour.name }))['Valued in person']).toMatch(/^Yes/)
  })

  it('towards a car in stock: names that car as well, and ADF carries both', async () => {
    const { lead } = await stored(await post({ ...visitorDetails, car: carSlug, trade_in: theirCar }))
    expect(lead.vehicle).toMatchObject({ stockNumber: 'TI-WANT', model: 'Camry', link: `/cars/${carSlug}` })
    const adf = adfLead(lead, harbour)
    expect(validAdf(adf)).toEqual({ valid: true, errors: '' })
    expect(adf).toMatch(
      /<vehicle interest="buy" status="used">.*<stock>TI-WANT<\/stock>.*<vehicle interest="trade-in"/s,
    )
  })

  it('refuses a car it cannot value, naming each field, and stores nothing', async () => {
    const before = await leadCount()
    const missing = await post({
      ...visitorDetails,
      trade_in: { ...theirCar, rego: '', make: ' ', year: '', kms: 'about 60k' },
    })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toEqual({
      error: FORM_ERRORS_HEADING,
      fields: {},
      trade_in: { rego: REQUIRED, make: REQUIRED, year: REQUIRED, kms: INVALID_KMS },
    })
    const none = await post(visitorDetails)
    expect(none.status).toBe(400)
    expect(((await none.json()) as { trade_in: Record<string, string> }).trade_in).toMatchObject({ rego: REQUIRED })
    // Unknown answers, and a car to sell on a form that does not ask for one.
    expect((await post({ ...visitorDetails, trade_in: { ...theirCar, price: '1' } })).status).toBe(400)
    expect((await post({ ...visitorDetails, category: 'general', message: 'Hi', trade_in: theirCar })).status).toBe(400)
    expect(await leadCount()).toBe(before)
  })

  it('is read-only for staff once sent, like every answer a visitor gave', async () => {
    const { lead } = await stored(await post({ ...visitorDetails, trade_in: theirCar }))
    const editor = (
      await payload.find({ collection: 'users', where: { email: { equals: 'editor@harbour-toyota.test' } } })
    ).docs[0]!
    const updated = await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { status: 'contacted', tradeIn: { kms: 1 } },
      user: editor,
      overrideAccess: false,
    })
    expect(updated.status).toBe('contacted')
    expect(updated.tradeIn?.kms).toBe(62_000)
  })
})
