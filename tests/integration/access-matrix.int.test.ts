// Access control as a matrix: collection x role x operation, anonymous included.
// Tenant A = harbour-toyota, tenant B = southern-cross. Every call goes through the
// Local API with overrideAccess: false, i.e. exactly the checks REST and GraphQL get.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page, Tenant, User } from '@/payload-types'
import { requestOnHost, seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let tenantA: Tenant
let tenantB: Tenant
const actors: Record<string, User | null> = {}
let pageA: Page
let draftA: Page
let pageB: Page

const ROLES = ['anonymous', 'viewerA', 'editorA', 'dealerAdminA', 'platformAdmin'] as const
type Role = (typeof ROLES)[number]

async function makeUser(email: string, data: Partial<User>): Promise<User> {
  await payload.create({ collection: 'users', data: { email, password: 'pw-123456', ...data }, overrideAccess: true })
  return userByEmail(payload, email)
}

beforeAll(async () => {
  payload = await seededPayload()
  tenantA = await tenantBySlug(payload, 'harbour-toyota')
  tenantB = await tenantBySlug(payload, 'southern-cross')
  actors.anonymous = null
  actors.editorA = await userByEmail(payload, 'editor@harbour-toyota.test')
  actors.platformAdmin = await userByEmail(payload, 'admin@platform.test')
  actors.viewerA = await makeUser('viewer@harbour-toyota.test', {
    tenants: [{ tenant: tenantA.id, roles: ['viewer'] }],
  })
  actors.dealerAdminA = await makeUser('admin@harbour-toyota.test', {
    tenants: [{ tenant: tenantA.id, roles: ['dealer-admin'] }],
  })
  const home = (t: Tenant) =>
    payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: t.id } }, { slug: { equals: 'home' } }] },
      overrideAccess: true,
    })
  pageA = (await home(tenantA)).docs[0]!
  pageB = (await home(tenantB)).docs[0]!
  draftA = await payload.create({
    collection: 'pages',
    data: { tenant: tenantA.id, title: 'Unpublished offer', slug: 'secret-offer', _status: 'draft' },
    overrideAccess: true,
    draft: true,
  })
})

afterAll(async () => {
  await payload.destroy()
})

const as = (role: Role) => ({ user: actors[role] ?? undefined, overrideAccess: false as const })

/** Payload validation errors carry the field messages in `data.errors`. */
async function rejectsWithMessage(action: Promise<unknown>, pattern: RegExp) {
  const error = await action.then(
    () => null,
    (e: unknown) => e as { data?: { errors?: { message: string }[] } },
  )
  expect(error, 'expected the write to be rejected').not.toBeNull()
  expect(error?.data?.errors?.map((e) => e.message).join(' ')).toMatch(pattern)
}

async function allowed(action: () => Promise<unknown>): Promise<boolean> {
  try {
    await action()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 401 || status === 403 || status === 404 || status === 400) return false
    throw error
  }
}

const readPage = (role: Role, id: Page['id']) =>
  allowed(() => payload.findByID({ collection: 'pages', id, ...as(role), req: requestOnHost('localhost') }))

describe('pages (tenant content with drafts)', () => {
  const expectations: Record<Role, { readA: boolean; readB: boolean; write: boolean; all: boolean }> = {
    anonymous: { readA: false, readB: false, write: false, all: false },
    viewerA: { readA: true, readB: false, write: false, all: false },
    editorA: { readA: true, readB: false, write: true, all: false },
    dealerAdminA: { readA: true, readB: false, write: true, all: false },
    platformAdmin: { readA: true, readB: true, write: true, all: true },
  }

  for (const role of ROLES) {
    const e = expectations[role]
    it(`${role}: read A ${e.readA}, read B ${e.readB}`, async () => {
      expect(await readPage(role, pageA.id)).toBe(e.readA)
      expect(await readPage(role, pageB.id)).toBe(e.readB)
      const listed = await payload
        .find({ collection: 'pages', ...as(role), limit: 0, pagination: false, req: requestOnHost('localhost') })
        .then((r) => r.docs.map((d) => String(d.tenant && typeof d.tenant === 'object' ? d.tenant.id : d.tenant)))
        .catch(() => [] as string[])
      expect(listed.includes(String(tenantB.id))).toBe(e.readB)
    })

    it(`${role}: create in A ${e.write}, create in B ${e.all}`, async () => {
      const create = (tenant: Tenant, slug: string) =>
        allowed(() =>
          payload.create({
            collection: 'pages',
            data: { tenant: tenant.id, title: slug, slug: `${role.toLowerCase()}-${slug}` },
            ...as(role),
          }),
        )
      expect(await create(tenantA, 'new-a')).toBe(e.write)
      expect(await create(tenantB, 'new-b')).toBe(e.all)
    })

    it(`${role}: update A ${e.write}, update B ${e.all}`, async () => {
      const update = (page: Page) =>
        allowed(() =>
          payload.update({ collection: 'pages', id: page.id, data: { summary: `edited by ${role}` }, ...as(role) }),
        )
      expect(await update(pageA)).toBe(e.write)
      expect(await update(pageB)).toBe(e.all)
      const storedB = await payload.findByID({ collection: 'pages', id: pageB.id, overrideAccess: true })
      expect(storedB.summary === `edited by ${role}`).toBe(e.all)
    })

    it(`${role}: delete A ${e.write}, delete B ${e.all}`, async () => {
      const scratch = async (tenant: Tenant) =>
        payload.create({
          collection: 'pages',
          data: { tenant: tenant.id, title: 'scratch', slug: `scratch-${role.toLowerCase()}` },
          overrideAccess: true,
        })
      const [a, b] = [await scratch(tenantA), await scratch(tenantB)]
      expect(await allowed(() => payload.delete({ collection: 'pages', id: a.id, ...as(role) }))).toBe(e.write)
      expect(await allowed(() => payload.delete({ collection: 'pages', id: b.id, ...as(role) }))).toBe(e.all)
      const left = await payload.count({
        collection: 'pages',
        where: { id: { in: [a.id, b.id] } },
        overrideAccess: true,
      })
      expect(left.totalDocs).toBe(2 - (e.write ? 1 : 0) - (e.all ? 1 : 0))
    })
  }

  it('an editor cannot move a tenant-A page into tenant B', async () => {
    expect(
      await allowed(() =>
        payload.update({ collection: 'pages', id: pageA.id, data: { tenant: tenantB.id }, ...as('editorA') }),
      ),
    ).toBe(false)
    const stored = await payload.findByID({ collection: 'pages', id: pageA.id, overrideAccess: true, depth: 0 })
    expect(String(stored.tenant)).toBe(String(tenantA.id))
  })

  it('slugs are unique per tenant, not across the platform', async () => {
    const about = (tenant: Tenant) =>
      payload.create({
        collection: 'pages',
        data: { tenant: tenant.id, title: 'Our team', slug: 'our-team' },
        overrideAccess: true,
      })
    await about(tenantA)
    await expect(about(tenantB)).resolves.toMatchObject({ slug: 'our-team' })
    await rejectsWithMessage(about(tenantA), /already has a page with the slug "our-team"/)
  })
})

describe('version history', () => {
  const tenantsOfVersions = async (role: Role) =>
    (await payload.findVersions({ collection: 'pages', ...as(role), limit: 0, pagination: false, depth: 0 })).docs.map(
      (v) => String(typeof v.version.tenant === 'object' ? v.version.tenant?.id : v.version.tenant),
    )

  it('editors read the versions of their own dealer’s pages only; viewers and visitors none', async () => {
    const own = await tenantsOfVersions('editorA')
    expect(own.length).toBeGreaterThan(0)
    expect(new Set(own)).toEqual(new Set([String(tenantA.id)]))
    expect(await allowed(() => tenantsOfVersions('viewerA'))).toBe(false)
    expect(await allowed(() => tenantsOfVersions('anonymous'))).toBe(false)
    expect(new Set(await tenantsOfVersions('platformAdmin')).size).toBeGreaterThan(1)
  })
})

describe('anonymous visitors', () => {
  const find = (host: string) =>
    payload.find({ collection: 'pages', overrideAccess: false, req: requestOnHost(host), limit: 0, pagination: false })

  it('see only the published pages of the tenant their host names', async () => {
    const { docs } = await find('harbour-toyota.localhost:3000')
    expect(docs.length).toBeGreaterThan(0)
    for (const doc of docs) {
      expect(String(typeof doc.tenant === 'object' ? doc.tenant?.id : doc.tenant)).toBe(String(tenantA.id))
      expect(doc._status).toBe('published')
    }
    expect(docs.map((d) => d.id)).not.toContain(draftA.id)
  })

  it('see tenant B’s pages on tenant B’s production domain', async () => {
    const { docs } = await find('www.southerncrossmotorgroup.com.au')
    expect(docs.map((d) => d.id)).toContain(pageB.id)
    expect(docs.map((d) => d.id)).not.toContain(pageA.id)
  })

  it('see nothing on an unknown host', async () => {
    expect(await allowed(() => find('unknown.localhost:3000'))).toBe(false)
  })

  it('cannot read users or tenants', async () => {
    const req = requestOnHost('harbour-toyota.localhost:3000')
    expect(await allowed(() => payload.find({ collection: 'users', overrideAccess: false, req }))).toBe(false)
    expect(await allowed(() => payload.find({ collection: 'tenants', overrideAccess: false, req }))).toBe(false)
  })
})

describe('users', () => {
  const emailsVisibleTo = async (role: Role) =>
    (await payload.find({ collection: 'users', ...as(role), limit: 0, pagination: false })).docs
      .map((u) => u.email)
      .sort()

  it('editors and viewers see only themselves; dealer-admins see their dealer’s staff; platform admins see all', async () => {
    expect(await emailsVisibleTo('editorA')).toEqual(['editor@harbour-toyota.test'])
    expect(await emailsVisibleTo('viewerA')).toEqual(['viewer@harbour-toyota.test'])
    expect(await emailsVisibleTo('dealerAdminA')).toEqual([
      'admin@harbour-toyota.test',
      'editor@harbour-toyota.test',
      'viewer@harbour-toyota.test',
    ])
    expect((await emailsVisibleTo('platformAdmin')).length).toBe(6)
  })

  it('nobody but a platform admin changes their own roles or tenant list', async () => {
    const self = actors.dealerAdminA!
    await payload.update({
      collection: 'users',
      id: self.id,
      data: {
        roles: ['platform-admin'],
        tenants: [
          { tenant: tenantA.id, roles: ['dealer-admin'] },
          { tenant: tenantB.id, roles: ['dealer-admin'] },
        ],
      },
      ...as('dealerAdminA'),
    })
    const stored = await userByEmail(payload, self.email)
    expect(stored.roles ?? []).toEqual([])
    expect(stored.tenants?.map((t) => String(typeof t.tenant === 'object' ? t.tenant.id : t.tenant))).toEqual([
      String(tenantA.id),
    ])

    const editor = actors.editorA!
    await payload.update({ collection: 'users', id: editor.id, data: { roles: ['platform-admin'] }, ...as('editorA') })
    expect((await userByEmail(payload, editor.email)).roles ?? []).toEqual([])
  })

  it('a dealer-admin manages roles on their own dealer only', async () => {
    const editor = actors.editorA!
    await payload.update({
      collection: 'users',
      id: editor.id,
      data: { tenants: [{ tenant: tenantA.id, roles: ['editor', 'viewer'] }] },
      ...as('dealerAdminA'),
    })
    expect((await userByEmail(payload, editor.email)).tenants?.[0]?.roles).toEqual(['editor', 'viewer'])

    await rejectsWithMessage(
      payload.update({
        collection: 'users',
        id: editor.id,
        data: {
          tenants: [
            { tenant: tenantA.id, roles: ['editor'] },
            { tenant: tenantB.id, roles: ['editor'] },
          ],
        },
        ...as('dealerAdminA'),
      }),
      /only assign roles for the dealer sites you administer/,
    )

    const editorB = await userByEmail(payload, 'editor@southern-cross.test')
    expect(
      await allowed(() =>
        payload.update({ collection: 'users', id: editorB.id, data: { name: 'hijacked' }, ...as('dealerAdminA') }),
      ),
    ).toBe(false)
    expect(await allowed(() => payload.delete({ collection: 'users', id: editorB.id, ...as('dealerAdminA') }))).toBe(
      false,
    )
  })
})

describe('tenants', () => {
  const names = async (role: Role) =>
    (await payload.find({ collection: 'tenants', ...as(role), limit: 0, pagination: false })).docs.map((t) => t.slug)

  it('staff see only their own dealer sites', async () => {
    expect(await names('editorA')).toEqual(['harbour-toyota'])
    expect(await names('platformAdmin')).toHaveLength(3)
  })

  it('only dealer-admins (own site) and platform admins update a site; only platform admins create or delete', async () => {
    const rename = (role: Role, tenant: Tenant) =>
      allowed(() =>
        payload.update({ collection: 'tenants', id: tenant.id, data: { name: `${tenant.name}!` }, ...as(role) }),
      )
    expect(await rename('editorA', tenantA)).toBe(false)
    expect(await rename('dealerAdminA', tenantA)).toBe(true)
    expect(await rename('dealerAdminA', tenantB)).toBe(false)
    expect(await rename('platformAdmin', tenantB)).toBe(true)

    const create = (role: Role) =>
      allowed(() =>
        payload.create({
          collection: 'tenants',
          data: { name: 'New', slug: `new-${role.toLowerCase()}`, template: 'brand' },
          ...as(role),
        }),
      )
    expect(await create('dealerAdminA')).toBe(false)
    expect(await create('platformAdmin')).toBe(true)
    expect(await allowed(() => payload.delete({ collection: 'tenants', id: tenantB.id, ...as('dealerAdminA') }))).toBe(
      false,
    )
  })

  it('a dealer-admin cannot claim a domain or change the slug; a domain routes to one dealer only', async () => {
    await payload.update({
      collection: 'tenants',
      id: tenantA.id,
      data: { slug: 'hijack', domains: [{ domain: 'www.southerncrossmotorgroup.com.au', primary: true }] },
      ...as('dealerAdminA'),
    })
    const stored = await payload.findByID({ collection: 'tenants', id: tenantA.id, overrideAccess: true })
    expect(stored.slug).toBe('harbour-toyota')
    expect(stored.domains?.map((d) => d.domain)).toEqual(['www.harbourcitytoyota.com.au'])

    await rejectsWithMessage(
      payload.update({
        collection: 'tenants',
        id: tenantA.id,
        data: { domains: [{ domain: 'www.southerncrossmotorgroup.com.au', primary: true }] },
        ...as('platformAdmin'),
      }),
      /already belongs to another dealer site/,
    )
  })
})

describe('leads (visitors’ personal details: staff of the dealer only)', () => {
  const lead = (tenant: Tenant, name: string) =>
    payload.create({
      collection: 'leads',
      data: {
        tenant: tenant.id,
        summary: name,
        category: 'fleet',
        status: 'new',
        firstName: name,
        email: 'lead@example.com',
        phone: '0412345678',
      },
      overrideAccess: true,
    })
  const expectations: Record<
    Role,
    { readA: boolean; updateA: boolean; deleteA: boolean; otherDealer: boolean; create: boolean }
  > = {
    anonymous: { readA: false, updateA: false, deleteA: false, otherDealer: false, create: false },
    viewerA: { readA: true, updateA: false, deleteA: false, otherDealer: false, create: false },
    editorA: { readA: true, updateA: true, deleteA: false, otherDealer: false, create: false },
    dealerAdminA: { readA: true, updateA: true, deleteA: true, otherDealer: false, create: false },
    platformAdmin: { readA: true, updateA: true, deleteA: true, otherDealer: true, create: true },
  }

  for (const role of ROLES) {
    const e = expectations[role]
    it(`${role}: read ${e.readA}, update ${e.updateA}, delete ${e.deleteA} in A; B ${e.otherDealer}; create ${e.create}`, async () => {
      const [a, b] = [await lead(tenantA, `a-${role}`), await lead(tenantB, `b-${role}`)]
      const request = { ...as(role), req: requestOnHost('harbour-toyota.localhost') }
      expect(await allowed(() => payload.findByID({ collection: 'leads', id: a.id, ...request }))).toBe(e.readA)
      expect(await allowed(() => payload.findByID({ collection: 'leads', id: b.id, ...request }))).toBe(e.otherDealer)
      const listed = await payload.find({ collection: 'leads', ...request, limit: 0, pagination: false }).then(
        (r) => r.docs.map((d) => d.firstName),
        () => [] as string[],
      )
      expect(listed.includes(`b-${role}`)).toBe(e.otherDealer)
      expect(
        await allowed(() =>
          payload.update({ collection: 'leads', id: a.id, data: { status: 'contacted' }, ...as(role) }),
        ),
      ).toBe(e.updateA)
      expect(
        await allowed(() =>
          payload.update({ collection: 'leads', id: b.id, data: { status: 'contacted' }, ...as(role) }),
        ),
      ).toBe(e.otherDealer)
      expect(
        await allowed(() =>
          payload.create({
            collection: 'leads',
            data: {
              tenant: tenantA.id,
              category: 'general',
              status: 'new',
              firstName: 'x',
              email: 'x@example.com',
              phone: '0412345678',
            },
            ...as(role),
          }),
        ),
      ).toBe(e.create)
      expect(await allowed(() => payload.delete({ collection: 'leads', id: a.id, ...as(role) }))).toBe(e.deleteA)
      expect(await allowed(() => payload.delete({ collection: 'leads', id: b.id, ...as(role) }))).toBe(e.otherDealer)
    })
  }
})

describe('reservations (buyers’ details and deposits: staff of the dealer only; only the payment sets a hold)', () => {
  const reservation = (tenant: Tenant, name: string, status: 'held' | 'awaiting-payment' = 'held') =>
    payload.create({
      collection: 'reservations',
      data: {
        tenant: tenant.id,
        summary: name,
        status,
        firstName: name,
        email: 'buyer@example.com',
        phone: '0412345678',
        deposit: 200,
        heldUntil: new Date(Date.now() + 3_600_000).toISOString(),
      },
      overrideAccess: true,
    })
  // As leads: every dealer role reads, editors and admins release, admins delete; nobody creates.
  const expectations: Record<
    Role,
    { readA: boolean; releaseA: boolean; deleteA: boolean; otherDealer: boolean; create: boolean }
  > = {
    anonymous: { readA: false, releaseA: false, deleteA: false, otherDealer: false, create: false },
    viewerA: { readA: true, releaseA: false, deleteA: false, otherDealer: false, create: false },
    editorA: { readA: true, releaseA: true, deleteA: false, otherDealer: false, create: false },
    dealerAdminA: { readA: true, releaseA: true, deleteA: true, otherDealer: false, create: false },
    platformAdmin: { readA: true, releaseA: true, deleteA: true, otherDealer: true, create: false },
  }

  for (const role of ROLES) {
    const e = expectations[role]
    it(`${role}: read ${e.readA}, release ${e.releaseA}, delete ${e.deleteA} in A; B ${e.otherDealer}; create ${e.create}`, async () => {
      const [a, b] = [await reservation(tenantA, `ra-${role}`), await reservation(tenantB, `rb-${role}`)]
      const request = { ...as(role), req: requestOnHost('harbour-toyota.localhost') }
      expect(await allowed(() => payload.findByID({ collection: 'reservations', id: a.id, ...request }))).toBe(e.readA)
      expect(await allowed(() => payload.findByID({ collection: 'reservations', id: b.id, ...request }))).toBe(
        e.otherDealer,
      )
      const listed = await payload.find({ collection: 'reservations', ...request, limit: 0, pagination: false }).then(
        (r) => r.docs.map((d) => d.firstName),
        () => [] as string[],
      )
      expect(listed.includes(`rb-${role}`)).toBe(e.otherDealer)
      const release = (id: number) =>
        allowed(() => payload.update({ collection: 'reservations', id, data: { status: 'released' }, ...as(role) }))
      expect(await release(a.id)).toBe(e.releaseA)
      expect(await release(b.id)).toBe(e.otherDealer)
      expect(
        await allowed(() =>
          payload.create({
            collection: 'reservations',
            data: {
              tenant: tenantA.id,
              status: 'held',
              firstName: 'x',
              email: 'x@example.com',
              phone: '0412345678',
              deposit: 1,
            },
            ...as(role),
          }),
        ),
      ).toBe(e.create)
      expect(await allowed(() => payload.delete({ collection: 'reservations', id: a.id, ...as(role) }))).toBe(e.deleteA)
      expect(await allowed(() => payload.delete({ collection: 'reservations', id: b.id, ...as(role) }))).toBe(
        e.otherDealer,
      )
    })
  }

  it('staff cannot hold a car without payment, nor change what the buyer sent or the deposit', async () => {
    const waiting = await reservation(tenantA, 'waiting', 'awaiting-payment')
    for (const role of ['editorA', 'dealerAdminA'] as const) {
      for (const status of ['held', 'refunded'] as const)
        expect(
          await allowed(() =>
            payload.update({ collection: 'reservations', id: waiting.id, data: { status }, ...as(role) }),
          ),
          `${role} ${status}`,
        ).toBe(false)
      await payload.update({
        collection: 'reservations',
        id: waiting.id,
        data: {
          firstName: 'Changed',
          deposit: 1,
          heldUntil: '2030-01-01T00:00:00.000Z',
          refundId: 're_forged',
          refundedAt: '2030-01-01T00:00:00.000Z',
          stripeAccount: 'acct_Elsewhere01',
        },
        ...as(role),
      })
    }
    const stored = await payload.findByID({ collection: 'reservations', id: waiting.id, overrideAccess: true })
    expect(stored).toMatchObject({ status: 'awaiting-payment', firstName: 'waiting', deposit: 200 })
    expect(stored.heldUntil).not.toBe('2030-01-01T00:00:00.000Z')
    expect(stored.refundId ?? null).toBeNull()
    expect(stored.refundedAt ?? null).toBeNull()
    expect(stored.stripeAccount ?? null).toBeNull()
  })

  it('no one marks a car held by hand: its hold comes from its reservations only', async () => {
    const car = await payload.create({
      collection: 'cars',
      data: {
        tenant: tenantA.id,
        stockNumber: 'HELD-BY-HAND',
        make: 'Toyota',
        model: 'Corolla',
        carType: 'used',
        status: 'in_stock',
        priceType: 'drive_away',
      } as never,
      overrideAccess: true,
    })
    for (const role of ['editorA', 'dealerAdminA', 'platformAdmin'] as const)
      await payload
        .update({ collection: 'cars', id: car!.id, data: { heldUntil: '2030-01-01T00:00:00.000Z' }, ...as(role) })
        .catch(() => undefined)
    const stored = await payload.findByID({ collection: 'cars', id: car!.id, overrideAccess: true })
    expect(stored.heldUntil ?? null).toBe(car!.heldUntil ?? null)
  })
})

describe('orders (cars bought online: staff of the dealer only; the payment places them, staff move them on)', () => {
  const order = (tenant: Tenant, name: string) =>
    payload.create({
      collection: 'orders',
      data: {
        tenant: tenant.id,
        summary: name,
        status: 'placed',
        firstName: name,
        email: 'buyer@example.com',
        phone: '0412345678',
        paidNow: 500,
      },
      overrideAccess: true,
    })
  const expectations: Record<Role, { readA: boolean; moveA: boolean; deleteA: boolean; otherDealer: boolean }> = {
    anonymous: { readA: false, moveA: false, deleteA: false, otherDealer: false },
    viewerA: { readA: true, moveA: false, deleteA: false, otherDealer: false },
    editorA: { readA: true, moveA: true, deleteA: false, otherDealer: false },
    dealerAdminA: { readA: true, moveA: true, deleteA: true, otherDealer: false },
    platformAdmin: { readA: true, moveA: true, deleteA: true, otherDealer: true },
  }

  for (const role of ROLES) {
    const e = expectations[role]
    it(`${role}: read ${e.readA}, move ${e.moveA}, delete ${e.deleteA} in A; B ${e.otherDealer}; create false`, async () => {
      const [a, b] = [await order(tenantA, `oa-${role}`), await order(tenantB, `ob-${role}`)]
      const request = { ...as(role), req: requestOnHost('harbour-toyota.localhost') }
      expect(await allowed(() => payload.findByID({ collection: 'orders', id: a.id, ...request }))).toBe(e.readA)
      expect(await allowed(() => payload.findByID({ collection: 'orders', id: b.id, ...request }))).toBe(e.otherDealer)
      const listed = await payload.find({ collection: 'orders', ...request, limit: 0, pagination: false }).then(
        (r) => r.docs.map((d) => d.firstName),
        () => [] as string[],
      )
      expect(listed.includes(`ob-${role}`)).toBe(e.otherDealer)
      const move = (id: number) =>
        allowed(() => payload.update({ collection: 'orders', id, data: { status: 'confirmed' }, ...as(role) }))
      expect(await move(a.id)).toBe(e.moveA)
      expect(await move(b.id)).toBe(e.otherDealer)
      const create = () =>
        payload.create({
          collection: 'orders',
          data: { tenant: tenantA.id, status: 'placed', firstName: 'x', email: 'x@example.com', phone: '0412345678' },
          ...as(role),
        })
      expect(await allowed(create)).toBe(false)
      expect(await allowed(() => payload.delete({ collection: 'orders', id: a.id, ...as(role) }))).toBe(e.deleteA)
      expect(await allowed(() => payload.delete({ collection: 'orders', id: b.id, ...as(role) }))).toBe(e.otherDealer)
    })
  }

  it('staff cannot mark an order paid, nor change what the buyer chose or paid', async () => {
    const waiting = await payload.create({
      collection: 'orders',
      data: {
        tenant: tenantA.id,
        status: 'awaiting-payment',
        firstName: 'waiting',
        email: 'w@example.com',
        phone: '0412345678',
        paidNow: 500,
        handoverDay: '2030-01-07',
      },
      overrideAccess: true,
    })
    for (const role of ['editorA', 'dealerAdminA', 'platformAdmin'] as const) {
      expect(
        await allowed(() =>
          payload.update({ collection: 'orders', id: waiting.id, data: { status: 'placed' }, ...as(role) }),
        ),
        role,
      ).toBe(false)
      await payload.update({
        collection: 'orders',
        id: waiting.id,
        data: { firstName: 'Changed', paidNow: 1, handoverDay: '2030-02-02', tradeIn: { credit: 99_000 } },
        ...as(role),
      })
    }
    const stored = await payload.findByID({ collection: 'orders', id: waiting.id, overrideAccess: true })
    expect(stored).toMatchObject({
      status: 'awaiting-payment',
      firstName: 'waiting',
      paidNow: 500,
      handoverDay: '2030-01-07',
    })
    expect(stored.tradeIn?.credit ?? null).toBeNull()
  })
})

describe('stock imports (the stock sync’s history: the dealer’s staff read it, nobody writes it)', () => {
  const record = (tenant: Tenant) =>
    payload.create({
      collection: 'stock-imports',
      data: { tenant: tenant.id, arrival: 'push', status: 'imported', received: 3 },
      overrideAccess: true,
    })
  const expectations: Record<Role, { readA: boolean; readB: boolean }> = {
    anonymous: { readA: false, readB: false },
    viewerA: { readA: true, readB: false },
    editorA: { readA: true, readB: false },
    dealerAdminA: { readA: true, readB: false },
    platformAdmin: { readA: true, readB: true },
  }

  for (const role of ROLES) {
    const e = expectations[role]
    it(`${role}: read A ${e.readA}, read B ${e.readB}; create, update and delete never`, async () => {
      const [a, b] = [await record(tenantA), await record(tenantB)]
      const read = (id: typeof a.id) =>
        allowed(() =>
          payload.findByID({ collection: 'stock-imports', id, ...as(role), req: requestOnHost('localhost') }),
        )
      expect(await read(a.id)).toBe(e.readA)
      expect(await read(b.id)).toBe(e.readB)
      const listed = await payload
        .find({ collection: 'stock-imports', ...as(role), limit: 0, pagination: false })
        .then((r) => r.docs.map((d) => String(typeof d.tenant === 'object' ? d.tenant?.id : d.tenant)))
        .catch(() => [] as string[])
      expect(listed.includes(String(tenantB.id))).toBe(e.readB)
      expect(
        await allowed(() =>
          payload.create({
            collection: 'stock-imports',
            data: { tenant: tenantA.id, arrival: 'sync-now', status: 'imported' },
            ...as(role),
          }),
        ),
      ).toBe(false)
      expect(
        await allowed(() =>
          payload.update({ collection: 'stock-imports', id: a.id, data: { status: 'failed' }, ...as(role) }),
        ),
      ).toBe(false)
      expect(await allowed(() => payload.delete({ collection: 'stock-imports', id: a.id, ...as(role) }))).toBe(false)
    })
  }
})

describe('the job history (every dealer’s jobs: platform admins only)', () => {
  for (const role of ROLES) {
    const reads = role === 'platformAdmin'
    it(`${role}: reads the jobs ${reads}, changes them never`, async () => {
      const job = await payload.jobs.queue({ task: 'nightlyStockSync', input: {}, queue: 'matrix' })
      expect(await allowed(() => payload.find({ collection: 'payload-jobs', ...as(role) }))).toBe(reads)
      expect(await allowed(() => payload.findByID({ collection: 'payload-jobs', id: job.id, ...as(role) }))).toBe(reads)
      expect(
        await allowed(() =>
          payload.update({ collection: 'payload-jobs', id: job.id, data: { queue: 'elsewhere' }, ...as(role) }),
        ),
      ).toBe(false)
      expect(await allowed(() => payload.delete({ collection: 'payload-jobs', id: job.id, ...as(role) }))).toBe(false)
    })
  }
})
