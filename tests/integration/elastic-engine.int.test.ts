import { afterAll, beforeAll } from 'vitest'
import { createElasticsearchClient, elasticsearchUrl } from '@/search/elasticsearchClient'
import { ElasticCarIndex } from '@search-sync/index/elasticCarIndex'
import { CONFORMANCE_DOCS, conformanceSuite } from '@/search/conformance'
import { ElasticSearchEngine } from '@/search/elasticEngine'

const url = elasticsearchUrl()
if (!url) throw new Error('ELASTICSEARCH_URL is not set: run integration tests with `npm run test:int`.')
const client = createElasticsearchClient(url)
const alias = `conformance-${process.pid}-${Date.now()}`

beforeAll(async () => {
  await new ElasticCarIndex(client, alias).rebuild([CONFORMANCE_DOCS])
})

afterAll(async () => {
  const live = Object.keys(await client.indices.getAlias({ name: alias }))
  await client.indices.delete({ index: live, ignore_unavailable: true })
  await client.close()
})

conformanceSuite('Elasticsearch', () => new ElasticSearchEngine(client, alias))
