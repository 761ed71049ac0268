import { afterAll, describe, expect, it } from 'vitest'
import { createElasticsearchClient, elasticsearchUrl } from '@/search/elasticsearchClient'
import type { SearchDocument } from '@/search/document'
import { ElasticCarIndex } from './elasticCarIndex'

const url = elasticsearchUrl()
if (!url) throw new Error('ELASTICSEARCH_URL is not set: run integration tests with `npm run test:int`.')
const client = createElasticsearchClient(url)
const alias = `cars-test-${process.pid}-${Date.now()}`
const index = new ElasticCarIndex(client, alias)

afterAll(async () => {
  await client.indices.delete({ index: `${alias}-*`, ignore_unavailable: true, allow_no_indices: true })
  await client.close()
})

const doc = (id: string, extra: Partial<SearchDocument> = {}): SearchDocument => ({
  id,
  tenant: '1',
  slug: `car-${id}`,
  name: `2024 Toyota RAV4 ${id}`,
  text: `2024 Toyota RAV4 GX ${id}`,
  year: 2024,
  make: 'Toyota',
  model: 'RAV4',
  make_model: 'Toyota|RAV4',
  badge: 'GX',
  body: 'SUV',
  categories: ['SUVs & 4WDs', 'Electrified'],
  colour: 'White',
  car_type: 'new',
  status: 'in_stock',
  item_type: null,
  fuel: 'Hybrid',
  transmission: 'Automatic',
  drive: 'AWD',
  seats: 5,
  state: 'NSW',
  city: 'Auburn',
  location_name: 'Harbour City Toyota - Sales',
  location: { lat: -33.8497, lon: 151.0331 },
  dealership_name: 'Harbour City Toyota',
  tag: null,
  certified: false,
  reserved: false,
  held_until: null,
  reserve_offered: true,
  preorder: false,
  price: 40_000,
  price_type: 'drive_away',
  before_price: null,
  subscription_price: null,
  weekly_price: 150,
  weekly_interest_rate: 8.5,
  weekly_comparison_rate: 9.4,
  km: 10,
  photos_count: 3,
  custom_rank: 0,
  featured: false,
  primary_photo: null,
  created_at_timestamp: 1_790_000_000,
  sold_date_timestamp: null,
  ...extra,
})

const idsViaAlias = async () => {
  const result = await client.search({ index: alias, size: 100, _source: false, sort: [{ id: 'asc' }] })
  return result.hits.hits.map((hit) => hit._id)
}

describe('the car index', () => {
  it('rebuilds behind the alias; the old index keeps answering until the atomic swap, then is deleted', async () => {
    const first = await index.rebuild([[doc('a'), doc('b')]])
    expect(first.count).toBe(2)
    expect(await idsViaAlias()).toEqual(['a', 'b'])

    let duringRebuild: (string | undefined)[] = []
    const second = await index.rebuild([[doc('c')], [doc('d'), doc('e')]], async () => {
      duringRebuild = await idsViaAlias()
    })
    expect(duringRebuild).toEqual(['a', 'b'])
    expect(await idsViaAlias()).toEqual(['c', 'd', 'e'])
    expect(await index.liveIndices()).toEqual([second.index])
    expect(await client.indices.exists({ index: first.index })).toBe(false)
  })

  it('keeps the live index when a rebuild fails, and removes the half-built one', async () => {
    const before = await index.liveIndices()
    const broken = { ...doc('x'), unexpected_field: 1 } as SearchDocument
    await expect(index.rebuild([[doc('f')], [broken]])).rejects.toThrow(/strict_dynamic_mapping_exception/)
    expect(await index.liveIndices()).toEqual(before)
    expect(await idsViaAlias()).toEqual(['c', 'd', 'e'])
    const all = Object.keys(await client.indices.get({ index: `${alias}-*` }))
    expect(all).toEqual(before)
  })

  it('updates incrementally and drops sold cars past the retention cut-off without _delete_by_query', async () => {
    await index.upsert(
      [
        doc('c', { price: 35_000 }),
        doc('s1', { status: 'sold', sold_date_timestamp: 1_000 }),
        doc('s2', { status: 'sold', sold_date_timestamp: 5_000 }),
      ],
      true,
    )
    await index.remove(['d', 'missing'], true)
    expect(await idsViaAlias()).toEqual(['c', 'e', 's1', 's2'])
    expect(await index.removeSoldBefore(2_000, true)).toBe(1)
    expect(await idsViaAlias()).toEqual(['c', 'e', 's2'])
    const c = await client.get<SearchDocument>({ index: alias, id: 'c' })
    expect(c._source?.price).toBe(35_000)
  })
})

describe('visibility', () => {
  it('shows nothing of a batch of writes until its writer refreshes, then all of it at once', async () => {
    await index.upsert([doc('v1', { price: 1 })], true)
    await index.upsert([doc('v1', { price: 2 }), doc('v2'), doc('v3')])
    await index.remove(['c'])
    // The index never refreshes on its own: a second on, searches still see the old state.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const seen = async () => {
      const found = await client.search<SearchDocument>({ index: alias, size: 100, query: { match_all: {} } })
      return found.hits.hits.map((hit) => `${hit._id}:${hit._source?.price}`).sort()
    }
    const before = await seen()
    expect(before).toContain('v1:1')
    expect(before).toContain('c:35000')
    expect(before.some((id) => id.startsWith('v2') || id.startsWith('v3'))).toBe(false)
    await index.refresh()
    const after = await seen()
    expect(after).toEqual(expect.arrayContaining(['v1:2', 'v2:40000', 'v3:40000']))
    expect(after.some((id) => id.startsWith('c:'))).toBe(false)
  })
})
