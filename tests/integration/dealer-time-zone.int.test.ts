// A date entered in the admin starts in the dealer's own time zone (Settings -> Identity), not
// Sydney's: Perth, Adelaide and Auckland staff no longer switch it on every offer.
import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant, User } from '@/payload-types'
import { seededPayload, tenantBySlug } from './payload'
import { staffUser } from './staffUsers'

let payload: Payload
let outback: Tenant
let harbour: Tenant
let perthEditor: User
let twoDealers: User

beforeAll(async () => {
  payload = await seededPayload()
  outback = await tenantBySlug(payload, 'outback-cars')
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  await payload.update({
    collection: 'tenants',
    id: outback.id,
    data: { identity: { timeZone: 'Australia/Perth' } },
    overrideAccess: true,
  })
  perthEditor = await staffUser(payload, 'perth-editor@example.test', [{ tenant: outback, roles: ['editor'] }])
  twoDealers = await staffUser(payload, 'two-dealers@example.test', [
    { tenant: outback, roles: ['editor'] },
    { tenant: harbour, roles: ['editor'] },
  ])
})

afterAll(async () => {
  await payload.destroy()
})

const offerBy = async (user: User, tenant: Tenant, cookie?: string) => {
  const offer = await payload.create({
    collection: 'offers',
    data: { tenant: tenant.id, name: 'Zone test', category: 'Service offer', startDate: '2027-01-31T01:00:00.000Z' },
    draft: true,
    user,
    overrideAccess: false,
    req: { headers: new Headers(cookie ? { cookie } : {}) } as Partial<PayloadRequest>,
  })
  await payload.delete({ collection: 'offers', id: offer.id, overrideAccess: true })
  return offer.startDate_tz
}

describe('the time zone of a new date', () => {
  it('is the dealer’s own: the one picked in the admin, or the staff member’s only dealer', async () => {
    expect(await offerBy(perthEditor, outback)).toBe('Australia/Perth')
    expect(await offerBy(twoDealers, outback, `payload-tenant=${outback.id}`)).toBe('Australia/Perth')
    expect(await offerBy(twoDealers, harbour, `payload-tenant=${harbour.id}`)).toBe('Australia/Sydney')
  })

  it('is Sydney when the admin cannot tell the dealer, and what staff chose when they chose one', async () => {
    expect(await offerBy(twoDealers, outback)).toBe('Australia/Sydney')
    const chosen = await payload.create({
      collection: 'offers',
      data: {
        tenant: outback.id,
        name: 'Zone chosen',
        category: 'Service offer',
        startDate: '2027-01-31T01:00:00.000Z',
        startDate_tz: 'Pacific/Auckland',
      },
      draft: true,
      user: perthEditor,
      overrideAccess: false,
    })
    expect(chosen.startDate_tz).toBe('Pacific/Auckland')
    await payload.delete({ collection: 'offers', id: chosen.id, overrideAccess: true })
  })
})
