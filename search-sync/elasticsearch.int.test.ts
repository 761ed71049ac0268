import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertElasticsearchReachable, createElasticsearchClient, elasticsearchUrl } from '@/search/elasticsearchClient'

// Proves the test harness: a real Elasticsearch 8 started by scripts/elasticsearch.mjs.
const url = elasticsearchUrl()
if (!url) throw new Error('ELASTICSEARCH_URL is not set: run integration tests with `npm run test:int`.')
const client = createElasticsearchClient(url)
const index = `harness-${process.pid}-${Date.now()}`

beforeAll(async () => {
  await assertElasticsearchReachable(url)
  await client.indices.create({
    index,
    mappings: {
      dynamic: 'strict',
      properties: {
        tenant: { type: 'keyword' },
        name: { type: 'text', index_prefixes: { min_chars: 1, max_chars: 10 } },
        make: { type: 'keyword' },
        price: { type: 'integer' },
      },
    },
  })
})

afterAll(async () => {
  await client.indices.delete({ index, ignore_unavailable: true })
  await client.close()
})

describe('Elasticsearch harness', () => {
  it('indexes documents and answers a tenant-filtered search-as-you-type query with facets', async () => {
    await client.bulk({
      index,
      refresh: true,
      operations: [
        { index: { _id: 'a' } },
        { tenant: 'harbour-toyota', name: '2024 Toyota RAV4 GX', make: 'Toyota', price: 39990 },
        { index: { _id: 'b' } },
        { tenant: 'harbour-toyota', name: '2023 Toyota HiLux SR5', make: 'Toyota', price: 58990 },
        { index: { _id: 'c' } },
        { tenant: 'southern-cross', name: '2024 Kia Sportage', make: 'Kia', price: 36990 },
      ],
    })

    const result = await client.search<{ name: string }>({
      index,
      query: {
        bool: {
          filter: [{ term: { tenant: 'harbour-toyota' } }],
          must: [{ match_bool_prefix: { name: { query: 'toyota ra', operator: 'and' } } }],
        },
      },
      aggs: { makes: { terms: { field: 'make' } }, price: { stats: { field: 'price' } } },
    })

    expect(result.hits.hits.map((hit) => hit._id)).toEqual(['a'])
    expect(result.hits.hits[0]?._source?.name).toBe('2024 Toyota RAV4 GX')
    const makes = result.aggregations?.makes as { buckets: { key: string; doc_count: number }[] }
    expect(makes.buckets).toEqual([{ key: 'Toyota', doc_count: 1 }])
  })

  it('rejects a document that breaks the strict mapping', async () => {
    await expect(client.index({ index, document: { tenant: 'x', unknownField: 1 } })).rejects.toThrow(
      /strict_dynamic_mapping_exception/,
    )
  })
})
