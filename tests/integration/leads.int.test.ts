// POST /api/leads: validated again on the server, stored for the dealer the host names
// before anything else, and bad input answered with each field's problem.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST } from '@/app/api/leads/route'
import { FORM_ERRORS_HEADING, INVALID_EMAIL, REQUIRED } from '@/domain/enquiry'
import { seededPayload } from './payload'

let payload: Payload

beforeAll(async () => {
  payload = await seededPayload()
})

afterAll(async () => {
  await payload.destroy()
})

const post = (host: string, body: unknown) =>
  POST(new NextRequest(`http://${host}/api/leads`, { method: 'POST', headers: { host, 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }))

const fleet = { category: 'fleet', name: 'Priya', last_name: 'Singh', email: 'priya@example.com', phone: '+61 412 345 678', message: 'Five utes for our crews', opt_in: true, company: 'Singh Plumbing', fleet_size: '1-5', page_url: 'http://harbour-toyota.localhost/fleet' }
const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs

describe('POST /api/leads', () => {
  it('stores a valid fleet enquiry for the host’s dealer and answers with its id', async () => {
    const response = await post('harbour-toyota.localhost', fleet)
    expect(response.status).toBe(201)
    const { lead_id } = (await response.json()) as { lead_id: string }
    const stored = await payload.findByID({ collection: 'leads', id: lead_id, depth: 1, overrideAccess: true })
    expect(stored).toMatchObject({ category: 'fleet', status: 'new', firstName: 'Priya', lastName: 'Singh', phone: '0412345678', optIn: true, details: { company: 'Singh Plumbing', fleetSize: '1-5' } })
    expect(typeof stored.tenant === 'object' && stored.tenant?.slug).toBe('harbour-toyota')
  })

  it('answers bad input with each field’s problem and stores nothing', async () => {
    const before = await leadCount()
    const response = await post('harbour-toyota.localhost', { ...fleet, email: 'priya@', phone: '', message: ' ' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: FORM_ERRORS_HEADING, fields: { email: INVALID_EMAIL, phone: REQUIRED, message: REQUIRED } })
    expect((await post('harbour-toyota.localhost', { ...fleet, fleet_size: 'lots' })).status).toBe(400)
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
