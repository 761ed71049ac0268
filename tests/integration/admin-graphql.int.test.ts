// The admin's new records over GraphQL, as over REST and the Local API: the stock sync's
// history is read by the dealer's own staff only and written by nobody; the SEO fields are
// read and written with the documents they belong to.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POST as GRAPHQL } from '@/app/(payload)/api/graphql/route'
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

describe('over GraphQL', () => {
  it('the stock import history: the dealer’s own staff read their dealer’s, others nothing', async () => {
    const query = '{ StockImports(limit: 100) { docs { tenant { id } } } }'
    const mine = await graphql(query, editor)
    const tenants = new Set(mine.data?.StockImports?.docs?.map((d) => String(d.tenant?.id)))
    expect([...tenants]).toEqual([String(harbour.id)])
    const anonymous = await graphql(query)
    expect(anonymous.data?.StockImports?.docs ?? []).toHaveLength(0)
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
