// Staff export their dealers' leads as CSV: the collection's access rules decide which leads,
// over the same route the admin's Leads list links to.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { GET } from '@/app/api/leads/export/route'
import { SEED_PASSWORD, seededPayload, tenantBySlug } from './payload'

let payload: Payload
let harbour: Tenant
let group: Tenant

const storeLead = (tenant: Tenant, firstName: string, message: string) =>
  payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      summary: `${firstName} · General enquiry`,
      category: 'general',
      status: 'new',
      firstName,
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '0412345678',
      message,
    },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  group = await tenantBySlug(payload, 'southern-cross')
  await storeLead(harbour, 'Ivy', 'Trade-in: HiLux, "good" condition, 80,000 km')
  await storeLead(harbour, 'Jim', '=HYPERLINK("http://evil.example","click")')
  const failed = await storeLead(harbour, 'Kim', 'Call after 5')
  await payload.update({ collection: 'leads', id: failed.id, data: { deliveryStatus: 'failed' }, overrideAccess: true })
  await storeLead(group, 'Lou', 'Fleet of 12 utes')
})
afterAll(async () => {
  await payload.destroy()
})

async function exportAs(email: string | null, query = '') {
  const headers = new Headers({ host: 'localhost:3000' })
  if (email) {
    const { token } = await payload.login({ collection: 'users', data: { email, password: SEED_PASSWORD } })
    headers.set('authorization', `JWT ${token}`)
  }
  return GET(new NextRequest(`http://localhost:3000/api/leads/export${query}`, { headers }))
}
const firstNames = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[5])
    .sort()

describe('lead export', () => {
  it('gives a staff member their dealer’s leads as a CSV file, and nobody else’s', async () => {
    const response = await exportAs('editor@harbour-toyota.test')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = Buffer.from(await response.arrayBuffer())
    // A UTF-8 byte-order mark first, so Excel reads "Café" as it was typed.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = bytes.toString('utf8')
    expect(csv.startsWith('\uFEFFReceived,Dealer,Enquiry type,Status,Delivery,First name')).toBe(true)
    expect(firstNames(csv)).toEqual(['Ivy', 'Jim', 'Kim'])
    expect(csv).toContain('"Trade-in: HiLux, ""good"" condition, 80,000 km"')
    // A formula a visitor typed stays text in a spreadsheet.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`)
    expect(csv).toContain('Harbour City Toyota,General enquiry,new,')
  })

  it('filters like the Leads list, refuses a bad filter, and asks anonymous callers to sign in', async () => {
    expect(firstNames(await (await exportAs('editor@harbour-toyota.test', '?deliveryStatus=failed')).text())).toEqual([
      'Kim',
    ])
    const today = new Date().toISOString().slice(0, 10)
    expect(firstNames(await (await exportAs('editor@harbour-toyota.test', `?from=${today}`)).text())).toHaveLength(3)
    expect(firstNames(await (await exportAs('editor@harbour-toyota.test', '?to=2000-01-01')).text())).toEqual([])
    // The Leads list's filters send the staff member's own midnights as instants; `to` is exclusive.
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString()
    const hourAhead = new Date(Date.now() + 3_600_000).toISOString()
    expect(
      firstNames(await (await exportAs('editor@harbour-toyota.test', `?from=${hourAgo}&to=${hourAhead}`)).text()),
    ).toHaveLength(3)
    expect(firstNames(await (await exportAs('editor@harbour-toyota.test', `?to=${hourAgo}`)).text())).toEqual([])
    expect(
      firstNames(await (await exportAs('editor@harbour-toyota.test', '?category=general&status=new')).text()),
    ).toHaveLength(3)
    expect(firstNames(await (await exportAs('editor@harbour-toyota.test', '?category=fleet')).text())).toEqual([])
    const bad = await exportAs('editor@harbour-toyota.test', '?from=yesterday')
    expect(bad.status).toBe(400)
    expect((await bad.json()).error).toMatch(/from must be a date/)
    const anonymous = await exportAs(null)
    expect(anonymous.status).toBe(401)
    const all = firstNames(await (await exportAs('admin@platform.test')).text())
    expect(all).toEqual(expect.arrayContaining(['Ivy', 'Jim', 'Kim', 'Lou']))
  })

  it('gives a user with roles at two dealers the leads of both, and of no third', async () => {
    const outback = await tenantBySlug(payload, 'outback-cars')
    await storeLead(outback, 'Max', 'Caravan enquiry')
    await payload.create({
      collection: 'users',
      data: {
        email: 'viewer-harbour-editor-group@example.test',
        password: SEED_PASSWORD,
        name: 'Two dealers',
        tenants: [
          { tenant: harbour.id, roles: ['viewer'] },
          { tenant: group.id, roles: ['editor'] },
        ],
      } as never,
      overrideAccess: true,
    })
    const names = firstNames(await (await exportAs('viewer-harbour-editor-group@example.test')).text())
    expect(names).toEqual(['Ivy', 'Jim', 'Kim', 'Lou'])
  })
})
