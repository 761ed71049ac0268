// Public holidays in the admin: one step sets a day's hours for every department at an
// address (Sales, Service, Parts), for the dealer's editors only, all or nothing.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Location, Tenant } from '@/payload-types'
import { POST } from '@/app/api/holiday-hours/route'
import { calendarDay } from '@/domain/dates'
import { comingHolidays, dealerSites } from '@/features/holidayHours/holidayHours'
import { seededPayload, tenantBySlug } from './payload'
import { authorizationOf, staffUser } from './staffUsers'

let payload: Payload
let harbour: Tenant
let southern: Tenant
let sales: Location
let holiday: { date: string; name: string }

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  southern = await tenantBySlug(payload, 'southern-cross')
  await staffUser(payload, 'editor@holidays.test', [{ tenant: harbour, roles: ['editor'] }])
  await staffUser(payload, 'viewer@holidays.test', [{ tenant: harbour, roles: ['viewer'] }])
  await staffUser(payload, 'editor@southern-holidays.test', [{ tenant: southern, roles: ['editor'] }])
  const [site] = await dealerSites(payload, harbour)
  sales = site!.departments.find((d) => d.locationType === 'sales') as Location
  // A holiday the demo seed has not set (it sets the summer break).
  holiday = comingHolidays(site!, 'Australia/Sydney').find(
    (h) => !/Christmas|Boxing|New Year|Australia Day/.test(h.name),
  )!
})
afterAll(async () => {
  await payload.destroy()
})

async function post(email: string | null, body: unknown) {
  const headers = new Headers({ host: 'localhost:3000', 'content-type': 'application/json' })
  if (email) headers.set('authorization', await authorizationOf(payload, email))
  const response = await POST(
    new NextRequest('http://localhost:3000/api/holiday-hours', { method: 'POST', headers, body: JSON.stringify(body) }),
  )
  return {
    status: response.status,
    body: (await response.json()) as { updated?: string[]; error?: string; fields?: Record<string, string> },
  }
}

const hoursAtHarbour = async (day: string) => {
  const { docs } = await payload.find({
    collection: 'locations',
    where: { tenant: { equals: harbour.id } },
    depth: 0,
    overrideAccess: true,
  })
  return Object.fromEntries(
    docs.map((d) => [
      d.locationType,
      (d.specialHours ?? [])
        .filter((e) => calendarDay(e.date, 'Australia/Sydney') === day)
        .map((e) => ({ status: e.status, open: e.open, close: e.close, label: e.label })),
    ]),
  )
}

describe('holiday hours for a whole address', () => {
  it('groups the dealer’s departments by address, with the state’s coming holidays', async () => {
    const sites = await dealerSites(payload, harbour)
    expect(sites).toHaveLength(1)
    expect(sites[0]).toMatchObject({ region: 'NSW', address: '120 Parramatta Road, Auburn NSW 2144' })
    expect(sites[0]!.departments.map((d) => d.locationType).sort()).toEqual(['parts', 'sales', 'service'])
    expect(holiday.date >= calendarDay(new Date(), 'Australia/Sydney')).toBe(true)
  })

  it('closes every department at the address in one step, and replaces the day when changed', async () => {
    const closed = await post('editor@holidays.test', {
      location: sales.id,
      date: holiday.date,
      label: holiday.name,
      status: 'closed',
    })
    expect(closed.status).toBe(200)
    expect(closed.body.updated).toHaveLength(3)
    const once = { status: 'closed', open: null, close: null, label: holiday.name }
    expect(await hoursAtHarbour(holiday.date)).toEqual({ sales: [once], service: [once], parts: [once] })

    const special = await post('editor@holidays.test', {
      location: sales.id,
      date: holiday.date,
      label: holiday.name,
      status: 'open',
      open: '9am',
      close: '1 pm',
    })
    expect(special.status).toBe(200)
    const hours = { status: 'open', open: '09:00', close: '13:00', label: holiday.name }
    // One row for the day per department: the new hours replaced the closure.
    expect(await hoursAtHarbour(holiday.date)).toEqual({ sales: [hours], service: [hours], parts: [hours] })
  })

  it('says which time is wrong, refuses past days and bad bodies, and changes nothing', async () => {
    const before = await hoursAtHarbour(holiday.date)
    expect(
      await post('editor@holidays.test', {
        location: sales.id,
        date: holiday.date,
        status: 'open',
        open: 'nine',
        close: '8am',
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { open: expect.stringMatching(/opening time/) } },
    })
    expect(
      await post('editor@holidays.test', {
        location: sales.id,
        date: holiday.date,
        status: 'open',
        open: '2pm',
        close: '1pm',
      }),
    ).toMatchObject({
      status: 400,
      body: { fields: { close: expect.stringMatching(/before/) } },
    })
    expect(
      (await post('editor@holidays.test', { location: sales.id, date: '2020-01-01', status: 'closed' })).status,
    ).toBe(400)
    expect((await post('editor@holidays.test', { location: sales.id, date: 'soon', status: 'closed' })).status).toBe(
      400,
    )
    expect((await post('editor@holidays.test', 'closed please')).status).toBe(400)
    expect(await hoursAtHarbour(holiday.date)).toEqual(before)
  })

  it('is refused to visitors (401), the dealer’s viewers and other dealers’ editors (404)', async () => {
    const body = { location: sales.id, date: holiday.date, status: 'closed' }
    const before = await hoursAtHarbour(holiday.date)
    expect((await post(null, body)).status).toBe(401)
    expect((await post('viewer@holidays.test', body)).status).toBe(404)
    expect((await post('editor@southern-holidays.test', body)).status).toBe(404)
    expect(await hoursAtHarbour(holiday.date)).toEqual(before)
  })
})
