// The visitor collections in the access matrix: visitors, verifications and watchlists hold personal
// details (staff of the dealer read them, dealer admins delete a visitor on request, nobody
// writes them over the API), a code's hash and tries are the server's alone, and sessions are
// closed to everyone. Local API with overrideAccess: false, the checks REST and GraphQL get.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant, User, Verification, Visitor } from '@/payload-types'
import { importStock } from '@search-sync/feed/importStock'
import { seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let tenantA: Tenant
let tenantB: Tenant
const actors: Record<string, User | null> = {}
const ROLES = ['anonymous', 'viewerA', 'editorA', 'dealerAdminA', 'platformAdmin'] as const
type Role = (typeof ROLES)[number]

const visitorOf = (tenant: Tenant, phone: string) =>
  payload.create({ collection: 'visitors', data: { tenant: tenant.id, phone }, overrideAccess: true })
const verificationOf = (tenant: Tenant, phone: string) =>
  payload.create({
    collection: 'verifications',
    data: { tenant: tenant.id, phone, type: 'sms', outcome: 'sent', codeHash: 'f'.repeat(64), tries: 2 },
    overrideAccess: true,
  })
// The demo seed holds no stock: each dealer gets one car here to save.
const carAt = async (tenant: Tenant) => {
  const fields = { stocknum: 'VA-1', make: 'Toyota', model: 'RAV4', year: 2021, car_type: 'used', price: 30_000 }
  expect((await importStock(payload, tenant, [{ line: 1, fields }])).rejected).toEqual([])
  const { docs } = await payload.find({ collection: 'cars', where: { tenant: { equals: tenant.id } }, limit: 1 })
  return docs
}
const savedCarOf = async (tenant: Tenant, visitor: Visitor) => {
  const docs = await carAt(tenant)
  return payload.create({
    collection: 'watchlist',
    data: {
      tenant: tenant.id,
      visitor: visitor.id,
      car: docs[0]!.id,
      carTitle: 'A car',
      key: `${visitor.id}:${docs[0]!.id}`,
    },
    overrideAccess: true,
  })
}

beforeAll(async () => {
  payload = await seededPayload()
  tenantA = await tenantBySlug(payload, 'harbour-toyota')
  tenantB = await tenantBySlug(payload, 'southern-cross')
  const user = async (email: string, role: string) => {
    await payload.create({
      collection: 'users',
      data: { email, password: 'pw-123456', tenants: [{ tenant: tenantA.id, roles: [role] }] },
      overrideAccess: true,
    } as never)
    return userByEmail(payload, email)
  }
  actors.anonymous = null
  actors.viewerA = await user('viewer-v@harbour-toyota.test', 'viewer')
  actors.editorA = await userByEmail(payload, 'editor@harbour-toyota.test')
  actors.dealerAdminA = await user('admin-v@harbour-toyota.test', 'dealer-admin')
  actors.platformAdmin = await userByEmail(payload, 'admin@platform.test')
})

afterAll(() => payload.destroy())

const as = (role: Role) => ({ user: actors[role] ?? undefined, overrideAccess: false as const })
const allowed = async (action: () => Promise<unknown>) =>
  action().then(
    () => true,
    (error: { status?: number }) => {
      if ([400, 401, 403, 404].includes(error.status ?? 0)) return false
      throw error
    },
  )

const expectations: Record<Role, { readA: boolean; deleteA: boolean; otherDealer: boolean }> = {
  anonymous: { readA: false, deleteA: false, otherDealer: false },
  viewerA: { readA: true, deleteA: false, otherDealer: false },
  editorA: { readA: true, deleteA: false, otherDealer: false },
  dealerAdminA: { readA: true, deleteA: true, otherDealer: false },
  platformAdmin: { readA: true, deleteA: true, otherDealer: true },
}

describe('visitors and verifications', () => {
  for (const role of ROLES) {
    const e = expectations[role]
    it(`${role}: read ${e.readA} and delete ${e.deleteA} in A, B ${e.otherDealer}; nobody creates or edits; no code hash`, async () => {
      const phone = `04120${ROLES.indexOf(role)}0000`
      const [visitorA, visitorB] = [await visitorOf(tenantA, phone), await visitorOf(tenantB, phone)]
      const [codeA, codeB] = [await verificationOf(tenantA, phone), await verificationOf(tenantB, phone)]
      const [savedA, savedB] = [await savedCarOf(tenantA, visitorA), await savedCarOf(tenantB, visitorB)]
      for (const [collection, a, b] of [
        ['visitors', visitorA, visitorB],
        ['verifications', codeA, codeB],
        ['watchlist', savedA, savedB],
      ] as const) {
        expect(await allowed(() => payload.findByID({ collection, id: a.id, ...as(role) })), collection).toBe(e.readA)
        expect(await allowed(() => payload.findByID({ collection, id: b.id, ...as(role) })), collection).toBe(
          e.otherDealer,
        )
        const listed = await payload.find({ collection, ...as(role), limit: 0, pagination: false }).then(
          (result) => result.docs.map((doc) => doc.id),
          () => [] as number[],
        )
        expect(listed.includes(b.id), collection).toBe(e.otherDealer)
        expect(
          await allowed(() => payload.update({ collection, id: a.id, data: { phone: '0499999999' }, ...as(role) })),
        ).toBe(false)
        expect(
          await allowed(() =>
            payload.create({
              collection,
              data: { tenant: tenantA.id, phone, type: 'sms', outcome: 'sent' },
              ...as(role),
            } as never),
          ),
        ).toBe(false)
      }
      if (e.readA) {
        const seen = (await payload.findByID({
          collection: 'verifications',
          id: codeA.id,
          ...as(role),
        })) as Verification
        expect(seen.codeHash).toBeUndefined()
        expect(seen.tries).toBeUndefined()
      }
      expect(await allowed(() => payload.delete({ collection: 'visitors', id: visitorA.id, ...as(role) }))).toBe(
        e.deleteA,
      )
      // Deleted with everything stored about them; the same number at the other dealer is untouched.
      const left = await payload.count({
        collection: 'verifications',
        where: { phone: { equals: phone } },
        overrideAccess: true,
      })
      expect(left.totalDocs).toBe(e.deleteA ? 1 : 2)
      const watched = await payload.count({
        collection: 'watchlist',
        where: { id: { in: [savedA.id, savedB.id] } },
        overrideAccess: true,
      })
      expect(watched.totalDocs).toBe(e.deleteA ? 1 : 2)
    })
  }
})

describe('a user with different roles at two dealers', () => {
  it('reads both dealers’ visitors, and deletes only where they are the dealer admin', async () => {
    await payload.create({
      collection: 'users',
      data: {
        email: 'two-roles-v@group.test',
        password: 'pw-123456',
        tenants: [
          { tenant: tenantA.id, roles: ['viewer'] },
          { tenant: tenantB.id, roles: ['dealer-admin'] },
        ],
      },
      overrideAccess: true,
    } as never)
    const both = { user: await userByEmail(payload, 'two-roles-v@group.test'), overrideAccess: false as const }
    const [visitorA, visitorB] = [await visitorOf(tenantA, '0412888001'), await visitorOf(tenantB, '0412888001')]
    const [codeA, codeB] = [await verificationOf(tenantA, '0412888001'), await verificationOf(tenantB, '0412888001')]
    for (const [collection, id] of [
      ['visitors', visitorA.id],
      ['visitors', visitorB.id],
      ['verifications', codeA.id],
      ['verifications', codeB.id],
    ] as const)
      expect(await allowed(() => payload.findByID({ collection, id, ...both })), `${collection} ${id}`).toBe(true)
    expect(await allowed(() => payload.delete({ collection: 'visitors', id: visitorA.id, ...both }))).toBe(false)
    expect(await allowed(() => payload.delete({ collection: 'visitors', id: visitorB.id, ...both }))).toBe(true)
  })
})

describe('visitor sessions', () => {
  it('are closed to everyone, the platform admin included', async () => {
    const visitor: Visitor = await visitorOf(tenantA, '0412999999')
    const session = await payload.create({
      collection: 'visitor-sessions',
      data: { tokenHash: 'a'.repeat(64), visitor: visitor.id, tenant: tenantA.id, expiresAt: new Date().toISOString() },
      overrideAccess: true,
    })
    for (const role of ROLES) {
      expect(
        await allowed(() => payload.findByID({ collection: 'visitor-sessions', id: session.id, ...as(role) })),
      ).toBe(false)
      expect(await allowed(() => payload.delete({ collection: 'visitor-sessions', id: session.id, ...as(role) }))).toBe(
        false,
      )
    }
  })
})
