// The admin's new records over GraphQL, as over REST and the Local API: the stock sync's
// history is read by the dealer's own staff only and written by nobody; the SEO fields are
// read and written with the documents they belong to; the car page tabs are written by the
// dealer's editors only and read by visitors of that dealer's site only.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
import { GET as REST_GET, PATCH as REST_PATCH } from '@/app/(payload)/api/[...slug]/route'
import { DELETE as LEADS_DELETE, GET as LEADS_GET, PATCH as LEADS_PATCH } from '@/app/api/leads/route'
import type { Tenant } from '@/payload-types'
import { seededPayload, tenantBySlug } from './payload'
import { authorizationOf, staffUser } from './staffUsers'

let payload: Payload
let harbour: Tenant
let southern: Tenant
let editor: string
let editorAndViewer: string

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  southern = await tenantBySlug(payload, 'southern-cross')
  for (const tenant of [harbour, southern])
    await payload.create({
      collection: 'stock-imports',
      data: { tenant: tenant.id, arrival: 'push', status: 'imported', received: 3 },
      overrideAccess: true,
    })
  // Editor at Harbour, viewer at Southern Cross.
  await staffUser(payload, 'gql-editor@example.test', [
    { tenant: harbour, roles: ['editor'] },
    { tenant: southern, roles: ['viewer'] },
  ])
  await staffUser(payload, 'gql-harbour-only@example.test', [{ tenant: harbour, roles: ['editor'] }])
  editor = await authorizationOf(payload, 'gql-harbour-only@example.test')
  editorAndViewer = await authorizationOf(payload, 'gql-editor@example.test')
})

afterAll(async () => {
  await payload.destroy()
})

const graphql = async (query: string, authorization?: string) => {
  const response = await GRAPHQL(
    new NextRequest('http://localhost:3000/api/graphql', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: JSON.stringify({ query }),
    }),
  )
  return (await response.json()) as {
    data?: Record<string, { docs?: { tenant?: { id: unknown } }[] } | null>
    errors?: unknown[]
  }
}

const rest = async (method: 'GET' | 'PATCH', host: string, path: string, authorization?: string, body?: unknown) => {
  const request = new NextRequest(`http://${host}${path}`, {
    method,
    headers: {
      host,
      ...(authorization ? { authorization } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  const args = {
    params: Promise.resolve({
      slug: path
        .split('?')[0]!
        .replace(/^\/api\//, '')
        .split('/'),
    }),
  }
  const response = await (method === 'GET' ? REST_GET(request, args) : REST_PATCH(request, args))
  return { status: response.status, body: (await response.json()) as { docs?: { tenant?: unknown }[] } }
}

describe('over GraphQL', () => {
  it('the stock import history: the dealer’s own staff read their dealer’s, others nothing', async () => {
    const query = '{ StockImports(limit: 100) { docs { tenant { id } } } }'
    const mine = await graphql(query, editor)
    const tenants = new Set(mine.data?.StockImports?.docs?.map((d) => String(d.tenant?.id)))
    expect([...tenants]).toEqual([String(harbour.id)])
    const anonymous = await graphql(query)
    expect(anonymous.data?.StockImports?.docs ?? []).toHaveLength(0)
  })

  it('nobody reads or writes the counted car views, as staff or visitor', async () => {
    for (const user of [editor, undefined]) {
      const read = await graphql('{ CarViews { docs { id car } } }', user)
      expect(read.errors?.length).toBeGreaterThan(0)
      expect(read.data?.CarViews ?? null).toBeNull()
      const created = await graphql(
        `mutation { createCarView(data: { tenant: ${harbour.id}, car: "x" }) { id } }`,
        user,
      )
      expect(created.errors?.length).toBeGreaterThan(0)
    }
  })

  it('nobody writes the stock import history', async () => {
    const created = await graphql(
      `mutation { createStockImport(data: { tenant: ${harbour.id}, arrival: push, status: imported, received: 1 }) { id } }`,
      editor,
    )
    expect(created.errors?.length).toBeGreaterThan(0)
    expect(created.data?.createStockImport ?? null).toBeNull()
  })

  it('a model’s SEO fields are read and written with the model, on its own dealer only', async () => {
    const first = async (tenant: Tenant) =>
      (
        await payload.find({
          collection: 'models',
          where: { tenant: { equals: tenant.id } },
          limit: 1,
          overrideAccess: true,
        })
      ).docs[0]!
    const mine = await first(harbour)
    // Southern Cross's model: this staff member is only a viewer there.
    const theirs = await first(southern)
    const update = (id: unknown) =>
      graphql(
        `mutation { updateModel(id: ${id}, data: { meta: { title: "Over GraphQL" } }) { meta { title } } }`,
        editorAndViewer,
      )
    const updated = await update(mine.id)
    expect(updated.errors).toBeUndefined()
    expect(updated.data?.updateModel).toEqual({ meta: { title: 'Over GraphQL' } })
    const refused = await update(theirs.id)
    expect(refused.errors?.length).toBeGreaterThan(0)
    const stored = await payload.findByID({ collection: 'models', id: theirs.id, overrideAccess: true })
    expect(stored.meta?.title ?? '').not.toBe('Over GraphQL')
    await payload.update({ collection: 'models', id: mine.id, data: { meta: { title: '' } }, overrideAccess: true })
  })
})

describe('the car page tabs over GraphQL and REST', () => {
  const firstTab = async (tenant: Tenant) =>
    (
      await payload.find({
        collection: 'car-page-tabs',
        where: { tenant: { equals: tenant.id } },
        limit: 1,
        overrideAccess: true,
      })
    ).docs[0]!
  it('an editor of one dealer and viewer of another changes only the first’s, over GraphQL and REST', async () => {
    const mine = await firstTab(harbour)
    const theirs = await firstTab(southern)
    const update = (id: unknown) =>
      graphql(`mutation { updateCarPageTab(id: ${id}, data: { tab: protect }) { tab } }`, editorAndViewer)
    expect((await update(mine.id)).data?.updateCarPageTab).toEqual({ tab: 'protect' })
    expect((await update(theirs.id)).errors?.length).toBeGreaterThan(0)
    const patched = await rest('PATCH', 'localhost:3000', `/api/car-page-tabs/${theirs.id}`, editorAndViewer, {
      tab: 'protect',
    })
    expect(patched.status).toBe(403)
    const stored = await payload.findByID({ collection: 'car-page-tabs', id: theirs.id, overrideAccess: true })
    expect(stored.tab).toBe(theirs.tab)
    await payload.update({ collection: 'car-page-tabs', id: mine.id, data: { tab: mine.tab }, overrideAccess: true })
  })

  it('a visitor reads the tabs of the site they are on and no other dealer’s', async () => {
    const onHarbour = await rest('GET', 'harbour-toyota.localhost:3000', '/api/car-page-tabs?limit=100&depth=0')
    expect(onHarbour.status).toBe(200)
    expect(onHarbour.body.docs!.length).toBeGreaterThan(0)
    expect(new Set(onHarbour.body.docs!.map((doc) => String(doc.tenant)))).toEqual(new Set([String(harbour.id)]))
    const onPlatform = await rest('GET', 'localhost:3000', '/api/car-page-tabs?limit=100')
    expect(onPlatform.body.docs ?? []).toHaveLength(0)
    const anonymous = await graphql('{ CarPageTabs(limit: 100) { docs { tenant { id } } } }')
    expect(anonymous.data?.CarPageTabs?.docs ?? []).toHaveLength(0)
  })
})

describe('reservations over GraphQL and REST', () => {
  const held = (tenant: Tenant, name: string) =>
    payload.create({
      collection: 'reservations',
      data: {
        tenant: tenant.id,
        status: 'held',
        firstName: name,
        email: 'buyer@example.com',
        phone: '0412345678',
        deposit: 200,
        heldUntil: new Date(Date.now() + 3_600_000).toISOString(),
      },
      overrideAccess: true,
    })

  it('staff read their dealers’ reservations; an editor releases only where they edit; nobody creates one', async () => {
    const mine = await held(harbour, 'gql-harbour-buyer')
    const theirs = await held(southern, 'gql-southern-buyer')
    const query = '{ Reservations(limit: 100) { docs { firstName tenant { id } } } }'
    const names = async (authorization?: string) =>
      ((await graphql(query, authorization)).data?.Reservations?.docs ?? []).map(
        (doc) => (doc as { firstName?: string }).firstName,
      )
    expect(await names(editor)).toContain('gql-harbour-buyer')
    expect(await names(editor)).not.toContain('gql-southern-buyer')
    // A viewer at Southern Cross reads its reservations too.
    expect(await names(editorAndViewer)).toEqual(expect.arrayContaining(['gql-harbour-buyer', 'gql-southern-buyer']))
    expect(await names()).toEqual([])

    const release = (id: unknown) =>
      graphql(`mutation { updateReservation(id: ${id}, data: { status: released }) { status } }`, editorAndViewer)
    expect((await release(theirs.id)).errors?.length).toBeGreaterThan(0)
    expect((await release(mine.id)).data?.updateReservation).toEqual({ status: 'released' })
    const created = await graphql(
      `mutation { createReservation(data: { tenant: ${harbour.id}, status: held, firstName: "x", email: "x@example.com", phone: "0412345678", deposit: 1 }) { id } }`,
      editor,
    )
    expect(created.errors?.length).toBeGreaterThan(0)

    const patched = await rest('PATCH', 'localhost:3000', `/api/reservations/${theirs.id}`, editorAndViewer, {
      status: 'released',
    })
    expect(patched.status).toBe(403)
    const visitor = await rest('GET', 'harbour-toyota.localhost:3000', '/api/reservations?limit=100')
    expect(visitor.status).toBe(403)
    expect((await payload.findByID({ collection: 'reservations', id: theirs.id, overrideAccess: true })).status).toBe(
      'held',
    )
  })
})

describe('the leads list over REST (the admin’s bulk delete and edit)', () => {
  it('reaches Payload with its access rules, though /api/leads is also the lead form’s address', async () => {
    await staffUser(payload, 'bulk-admin@example.test', [
      { tenant: harbour, roles: ['dealer-admin'] },
      { tenant: southern, roles: ['viewer'] },
    ])
    const admin = await authorizationOf(payload, 'bulk-admin@example.test')
    const lead = (tenant: Tenant) =>
      payload.create({
        collection: 'leads',
        data: {
          tenant: tenant.id,
          category: 'general',
          status: 'new',
          firstName: 'bulk-marker',
          email: 'bulk@example.com',
          phone: '0412345678',
        },
        overrideAccess: true,
      })
    await Promise.all([lead(harbour), lead(harbour), lead(southern)])
    const call = (method: 'GET' | 'PATCH' | 'DELETE', authorization?: string, body?: unknown) =>
      (method === 'GET' ? LEADS_GET : method === 'PATCH' ? LEADS_PATCH : LEADS_DELETE)(
        new NextRequest('http://localhost:3000/api/leads?where[firstName][equals]=bulk-marker&limit=0&depth=0', {
          method,
          headers: {
            host: 'localhost:3000',
            ...(authorization ? { authorization } : {}),
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          ...(body ? { body: JSON.stringify(body) } : {}),
        }),
      )
    expect((await call('GET')).status).toBe(403)
    const listed = (await (await call('GET', admin)).json()) as { docs: { tenant: unknown }[] }
    expect(listed.docs).toHaveLength(3)
    expect((await call('PATCH', admin, { status: 'contacted' })).status).toBe(200)
    expect((await call('DELETE', admin)).status).toBe(200)
    const left = await payload.find({
      collection: 'leads',
      where: { firstName: { equals: 'bulk-marker' } },
      overrideAccess: true,
      depth: 0,
    })
    // Only where they are dealer admin: Southern Cross's lead, which they only view, stays as it was.
    expect(left.docs.map((doc) => [doc.tenant, doc.status])).toEqual([[southern.id, 'new']])
  })
})

describe('orders over GraphQL and REST', () => {
  const placed = (tenant: Tenant, name: string) =>
    payload.create({
      collection: 'orders',
      data: { tenant: tenant.id, status: 'placed', firstName: name, email: 'buyer@example.com', phone: '0412345678' },
      overrideAccess: true,
    })

  it('staff read their dealers’ orders; an editor moves only where they edit; nobody creates one; visitors read none', async () => {
    const mine = await placed(harbour, 'gql-harbour-order')
    const theirs = await placed(southern, 'gql-southern-order')
    const query = '{ Orders(limit: 100) { docs { firstName } } }'
    const names = async (authorization?: string) =>
      ((await graphql(query, authorization)).data?.Orders?.docs ?? []).map(
        (doc) => (doc as { firstName?: string }).firstName,
      )
    expect(await names(editor)).toContain('gql-harbour-order')
    expect(await names(editor)).not.toContain('gql-southern-order')
    expect(await names(editorAndViewer)).toEqual(expect.arrayContaining(['gql-harbour-order', 'gql-southern-order']))
    expect(await names()).toEqual([])

    const confirm = (id: unknown) =>
      graphql(`mutation { updateOrder(id: ${id}, data: { status: confirmed }) { status } }`, editorAndViewer)
    expect((await confirm(theirs.id)).errors?.length).toBeGreaterThan(0)
    expect((await confirm(mine.id)).data?.updateOrder).toEqual({ status: 'confirmed' })
    const created = await graphql(
      `mutation { createOrder(data: { tenant: ${harbour.id}, status: placed, firstName: "x", email: "x@example.com", phone: "0412345678" }) { id } }`,
      editor,
    )
    expect(created.errors?.length).toBeGreaterThan(0)
    const patched = await rest('PATCH', 'localhost:3000', `/api/orders/${theirs.id}`, editorAndViewer, {
      status: 'confirmed',
    })
    expect(patched.status).toBe(403)
    expect((await rest('GET', 'harbour-toyota.localhost:3000', '/api/orders?limit=100')).status).toBe(403)
    expect((await payload.findByID({ collection: 'orders', id: theirs.id, overrideAccess: true })).status).toBe(
      'placed',
    )
  })
})
