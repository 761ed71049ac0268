// The stock import keeps the search index in step: imported cars become searchable,
// editors' hide override removes a car, a full rebuild swaps in the same content.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant, User } from '@/payload-types'
import { createElasticsearchClient, elasticsearchUrl } from '@/search/elasticsearchClient'
import { importStock } from '@search-sync/feed/importStock'
import { rebuildCarIndex } from '@search-sync/index/carIndexSync'
import { carIndexAlias } from '@/search/elasticsearchClient'
import type { SearchDocument } from '@/search/document'
import { seededPayload, tenantBySlug, userByEmail } from './payload'

const url = elasticsearchUrl()
if (!url) throw new Error('ELASTICSEARCH_URL is not set: run integration tests with `npm run test:int`.')
const client = createElasticsearchClient(url)
let payload: Payload
let toyota: Tenant
let group: Tenant
let editor: User

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  group = await tenantBySlug(payload, 'southern-cross')
  editor = await userByEmail(payload, 'editor@harbour-toyota.test')
})

afterAll(async () => {
  await payload.destroy()
  await client.close()
})

const records = (prefix: string, make: string, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    line: i + 1,
    fields: {
      stocknum: `${prefix}${i + 1}`,
      make,
      model: 'Model',
      car_type: 'used',
      price: 20_000 + i,
      images: ['https://cdn.example.com/x.jpg'],
    } as Record<string, unknown>,
  }))

async function indexed(tenant: Tenant): Promise<SearchDocument[]> {
  await client.indices.refresh({ index: carIndexAlias() })
  const result = await client.search<SearchDocument>({
    index: carIndexAlias(),
    size: 100,
    query: { term: { tenant: String(tenant.id) } },
    sort: [{ id: 'asc' }],
  })
  return result.hits.hits.map((hit) => hit._source!)
}

describe('stock in the search index', () => {
  it('imported cars are indexed per dealer, with the spec’s field names', async () => {
    await importStock(payload, toyota, records('T', 'Toyota', 3))
    await importStock(payload, group, records('G', 'Kia', 2))
    const docs = await indexed(toyota)
    expect(docs.map((d) => d.make)).toEqual(['Toyota', 'Toyota', 'Toyota'])
    expect(docs[0]).toMatchObject({
      car_type: 'used',
      status: 'in_stock',
      dealership_name: 'Harbour City Toyota',
      price_type: 'drive_away',
    })
    expect(await indexed(group)).toHaveLength(2)
  })

  it('an editor hiding a car takes it out of the index; sold cars stay in with their sold date', async () => {
    const [first] = (
      await payload.find({
        collection: 'cars',
        where: { stockNumber: { equals: 'T1' }, tenant: { equals: toyota.id } },
        overrideAccess: true,
      })
    ).docs
    await payload.update({
      collection: 'cars',
      id: first!.id,
      data: { hideFromWebsite: true },
      user: editor,
      overrideAccess: false,
    })
    expect((await indexed(toyota)).map((d) => d.slug)).not.toContain(first!.slug)

    await importStock(payload, toyota, records('T', 'Toyota', 2), { force: true })
    const sold = (await indexed(toyota)).find((d) => d.status === 'sold')
    expect(sold?.sold_date_timestamp).toBeGreaterThan(0)
  })

  it('a full rebuild swaps in a new index with the same cars', async () => {
    const before = (await indexed(toyota)).map((d) => d.id)
    const { index, count } = await rebuildCarIndex(payload)
    expect(index.startsWith(`${carIndexAlias()}-`)).toBe(true)
    expect(count).toBe(before.length + (await indexed(group)).length)
    expect((await indexed(toyota)).map((d) => d.id)).toEqual(before)
  })

  it('indexes categories and weekly prices; a dealer’s new finance terms or name re-index its cars', async () => {
    await importStock(
      payload,
      group,
      [
        {
          line: 1,
          fields: {
            stocknum: 'W1',
            make: 'Kia',
            model: 'EV6',
            car_type: 'new',
            price: 70_000,
            // A lender's figure sent without the rates it was quoted at: never shown.
            weekly_payment: 88,
            fuel: 'Electric',
            body: 'SUV',
            categories: 'Family',
          },
        },
        {
          line: 2,
          fields: {
            stocknum: 'W2',
            make: 'Kia',
            model: 'Picanto',
            car_type: 'used',
            price: 15_000,
            body: 'Hatch',
            weekly_payment: 77,
            payment_rate: 12.5,
            payment_comparison_rate: 13.9,
          },
        },
      ],
      { full: false },
    )
    const byStock = async () => new Map((await indexed(group)).map((d) => [d.text.split(' ').at(-1), d]))
    const before = await byStock()
    expect(before.get('W1')?.categories).toEqual(['SUVs & 4WDs', 'Electrified', 'Family'])
    // Southern Cross's lender is type B: every estimate is worked out on the dealer's terms.
    expect(before.get('W2')?.weekly_price).not.toBe(77)
    expect(before.get('W2')?.weekly_price).toBeGreaterThan(0)
    const estimate = before.get('W1')!.weekly_price!
    expect(estimate).toBeGreaterThan(0)

    await payload.update({
      collection: 'tenants',
      id: group.id,
      data: { name: 'Southern Cross Auto Group', finance: { interestRate: 3 } },
      overrideAccess: true,
    })
    const after = await byStock()
    expect(after.get('W1')!.weekly_price).toBeLessThan(estimate)
    expect(after.get('W1')!.dealership_name).toBe('Southern Cross Auto Group')

    // A type D lender quotes per car: the feed's weekly payment with the rates it was quoted at, and no estimate without one.
    await payload.update({
      collection: 'tenants',
      id: group.id,
      data: { finance: { lenderType: 'D' } },
      overrideAccess: true,
    })
    const typeD = await byStock()
    expect(typeD.get('W2')).toMatchObject({
      weekly_price: 77,
      weekly_interest_rate: 12.5,
      weekly_comparison_rate: 13.9,
    })
    expect(typeD.get('W1')?.weekly_price).toBeNull()
    await payload.update({
      collection: 'tenants',
      id: group.id,
      data: {
        name: group.name,
        finance: { interestRate: group.finance?.interestRate ?? null, lenderType: group.finance?.lenderType ?? 'none' },
      },
      overrideAccess: true,
    })
  })
})

describe('reading cars from SQLite', () => {
  it('finds a car’s categories through an index, not a scan of every car’s rows', async () => {
    const { sql } = await import('@payloadcms/db-sqlite')
    const db = (payload.db as unknown as { drizzle: { all: (q: unknown) => Promise<Record<string, unknown>[]> } })
      .drizzle
    const plan = await db.all(
      sql`EXPLAIN QUERY PLAN SELECT text FROM cars_texts WHERE parent_id = 1 AND path = 'categories'`,
    )
    expect(plan.map((row) => String(row.detail)).join('\n')).toMatch(/USING INDEX cars_texts_parent_path_idx/)
  })
})
