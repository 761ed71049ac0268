// The dealer's offer for a customer's car, accepted online: staff who may edit the dealer's
// leads set it (a link is made for the customer); the customer accepts from that link on
// that dealer's site only; the acceptance is a new "3. Offer Accepted" lead, once.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Lead, Tenant } from '@/payload-types'
import { PATCH as REST_PATCH } from '@/app/(payload)/api/[...slug]/route'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { POST as ACCEPT } from '@/app/api/trade-in-offers/accept/route'
import { OFFER_ACCEPTED_SUBCATEGORY, OFFER_EXPIRED, OFFER_LOCKED } from '@/domain/tradeInOffer'
import { tradeInOfferFor } from '@/features/leads/acceptTradeInOffer'
import { adfLead } from '@/features/leads/delivery/adfLead'
import { leadWebhookBody } from '@/features/leads/delivery/leadWebhook'
import { seededPayload, tenantBySlug } from './payload'
import { authorizationOf, staffUser } from './staffUsers'
import { validAdf } from './adfSchema'

let payload: Payload
let harbour: Tenant
let southern: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  southern = await tenantBySlug(payload, 'southern-cross')
  await staffUser(payload, 'offers-editor@harbour.test', [{ tenant: harbour, roles: ['editor'] }])
  // Viewer at Harbour, editor at Southern Cross: may read Harbour's leads, not act on them.
  await staffUser(payload, 'offers-mixed@example.test', [
    { tenant: harbour, roles: ['viewer'] },
    { tenant: southern, roles: ['editor'] },
  ])
})

afterAll(async () => {
  await payload.destroy()
})

const tradeInLead = (tenant: Tenant, name: string) =>
  payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      category: 'trade-in',
      subcategory: '1. Valuation Request',
      status: 'new',
      firstName: name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '0412345678',
      tradeIn: { rego: 'ABC123', regoState: 'NSW', make: 'Mazda', model: 'CX-5', year: 2021, kms: 62_000 },
    },
    overrideAccess: true,
  }) as Promise<Lead>

const restPatch = (id: string | number, data: unknown, authorization: string) =>
  REST_PATCH(
    new NextRequest(`http://localhost/api/leads/${id}`, {
      method: 'PATCH',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(data),
    }),
    { params: Promise.resolve({ slug: ['leads', String(id)] }) },
  )
const graphql = async (query: string, authorization: string) =>
  (await (
    await GRAPHQL(
      new NextRequest('http://localhost/api/graphql', {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    )
  ).json()) as { data?: Record<string, unknown>; errors?: { message: string }[] }
const accept = (body: unknown, host = 'harbour-toyota.localhost') =>
  ACCEPT(
    new NextRequest(`http://${host}/api/trade-in-offers/accept`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
const leadById = (id: string | number) =>
  payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true }) as Promise<Lead>

describe('setting an offer', () => {
  it('is for the dealer’s editors (REST, GraphQL, Local API); saving it makes the customer’s link, whatever is sent for it', async () => {
    const lead = await tradeInLead(harbour, 'Sam')
    const mixed = await authorizationOf(payload, 'offers-mixed@example.test')
    // A viewer at Harbour (editor elsewhere) may not set it over REST, GraphQL or the Local API.
    expect((await restPatch(lead.id, { dealerOffer: { amount: 1 } }, mixed)).status).toBe(403)
    const mutation = `mutation { updateLead(id: ${JSON.stringify(lead.id)}, data: { dealerOffer: { amount: 2 } }) { id } }`
    expect((await graphql(mutation, mixed)).errors?.length).toBeGreaterThan(0)
    await expect(
      payload.update({
        collection: 'leads',
        id: lead.id,
        data: { dealerOffer: { amount: 3 } },
        user: await staffUser(payload, 'offers-mixed@example.test', []),
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect((await leadById(lead.id)).dealerOffer?.amount ?? null).toBeNull()

    const editor = await authorizationOf(payload, 'offers-editor@harbour.test')
    const response = await restPatch(
      lead.id,
      {
        dealerOffer: {
          amount: 18_500,
          validUntil: '2099-12-31T00:00:00.000Z',
          token: 'chosen-by-the-request-xx',
          link: 'https://evil.example',
        },
      },
      editor,
    )
    expect(response.status).toBe(200)
    const offer = (await leadById(lead.id)).dealerOffer!
    expect(offer.amount).toBe(18_500)
    expect(offer.token).toMatch(/^[A-Za-z0-9_-]{24}$/)
    expect(offer.token).not.toBe('chosen-by-the-request-xx')
    expect(offer.link).toMatch(new RegExp(`^http://harbour-toyota\\.localhost:\\d+/trade-in-offer/${offer.token}$`))
    // The viewer reads it (staff read their dealer's leads); another dealer's editor does not see it at all.
    const query = `{ Lead(id: ${JSON.stringify(lead.id)}) { dealerOffer { token link } } }`
    expect(JSON.stringify((await graphql(query, mixed)).data)).toContain(offer.token!)
    await staffUser(payload, 'offers-southern@example.test', [{ tenant: southern, roles: ['editor'] }])
    const outsider = await authorizationOf(payload, 'offers-southern@example.test')
    expect(JSON.stringify((await graphql(query, outsider)).data ?? {})).not.toContain(offer.token!)
    expect((await restPatch(lead.id, { dealerOffer: { amount: 1 } }, outsider)).status).toBeGreaterThanOrEqual(403)
  })
})

describe('accepting an offer', () => {
  const offered = async (name: string, validUntil = '2099-12-31T00:00:00.000Z') => {
    const lead = await tradeInLead(harbour, name)
    await payload.update({
      collection: 'leads',
      id: lead.id,
      data: { dealerOffer: { amount: 21_000, validUntil } },
      overrideAccess: true,
    })
    return leadById(lead.id)
  }
  const leadsCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

  it('stores a “3. Offer Accepted” lead with the car and amount, marks the offer accepted, and answers a second press as the first', async () => {
    const lead = await offered('Ari')
    const token = lead.dealerOffer!.token!
    const response = await accept({ token })
    expect(response.status).toBe(201)
    const { lead_id } = (await response.json()) as { lead_id: string }
    const accepted = await leadById(lead_id)
    expect(accepted).toMatchObject({
      category: 'trade-in',
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      firstName: 'Ari',
      summary: 'Ari · 3. Offer Accepted · 2021 Mazda CX-5 · $21,000',
      tradeIn: { rego: 'ABC123', make: 'Mazda', kms: 62_000 },
      details: { offer_accepted: true, acceptedOffer: 21_000, offerLead: String(lead.id) },
    })
    expect((await leadById(lead.id)).dealerOffer?.acceptedAt).toBeTruthy()
    // What the dealer's CRM receives.
    expect(JSON.parse(leadWebhookBody(accepted, harbour)).lead).toMatchObject({
      subcategory: OFFER_ACCEPTED_SUBCATEGORY,
      offer_accepted: true,
    })
    const adf = adfLead(accepted, harbour)
    expect(validAdf(adf)).toEqual({ valid: true, errors: '' })
    expect(adf).toContain('<price type="appraisal" currency="AUD">21000</price>')

    const before = await leadsCount()
    const again = await accept({ token })
    expect(again.status).toBe(200)
    expect(await leadsCount()).toBe(before)
    // Accepted, the offer can no longer change.
    await expect(
      payload.update({ collection: 'leads', id: lead.id, data: { dealerOffer: { amount: 1 } }, overrideAccess: true }),
    ).rejects.toThrow(OFFER_LOCKED)
  })

  it('refuses an expired offer, another dealer’s link, a made-up one and a body without one; stores nothing', async () => {
    const expired = await offered('Bo', '2020-01-31T00:00:00.000Z')
    const live = await offered('Cy')
    const before = await leadsCount()
    const gone = await accept({ token: expired.dealerOffer!.token })
    expect(gone.status).toBe(410)
    expect(await gone.json()).toEqual({ error: OFFER_EXPIRED })
    expect((await accept({ token: live.dealerOffer!.token }, 'southern-cross.localhost')).status).toBe(404)
    expect(await tradeInOfferFor(southern, live.dealerOffer!.token!)).toBeNull()
    expect((await accept({ token: 'x'.repeat(24) })).status).toBe(404)
    expect((await accept({ token: '../../etc/passwd' })).status).toBe(404)
    for (const body of [{}, { token: 42 }, 'token', null]) expect((await accept(body)).status).toBe(400)
    expect(await leadsCount()).toBe(before)
  })
})
