// `npm run bench:search`: rebuild and query timings for both search engines on synthetic
// stock, then through /api/search of the production build. Prints figures; asserts nothing.
// Sizes: BENCH_SIZES (default 10000,100000).
import { performance } from 'node:perf_hooks'
import { createElasticsearchClient, elasticsearchUrl } from '@/search/elasticsearchClient'
import type { SearchDocument } from '@/search/document'
import { documents, queryMix } from './bench/synthetic'
import { benchApi } from './bench/api'
import { fmt } from './bench/stats'
import { ElasticCarIndex } from '../search-sync/index/elasticCarIndex'
import { EmbeddedSearchEngine } from '../src/search/embeddedEngine'
import { ElasticSearchEngine } from '../src/search/elasticEngine'
import type { SearchEngine, SiteScope } from '../src/search/engine'
import { parseSearchQuery } from '../src/search/query'

const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number)
const TENANTS = Array.from({ length: 10 }, (_, i) => String(i))
const QUERIES = 500

const scope = (tenantId: string): SiteScope => ({
  tenantId,
  carTypes: [],
  minimumPhotos: 0,
  pricedOnly: false,
  soldListedDays: 3,
  priceAscendingExcludesZero: true,
  certifiedOnly: false,
  resultsPerPage: 21,
  now: new Date(),
})

async function measure(engine: SearchEngine, queries: { tenant: string; params: string }[], concurrency: number) {
  const engineMs: number[] = []
  const wallMs: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queries.length) {
        const q = queries[next++]!
        const started = performance.now()
        const result = await engine.search(scope(q.tenant), parseSearchQuery(new URLSearchParams(q.params)))
        wallMs.push(performance.now() - started)
        engineMs.push(result.ms)
      }
    }),
  )
  return { engineMs, wallMs }
}

const queries = queryMix(QUERIES, TENANTS)
const url = elasticsearchUrl()
for (const size of sizes) {
  const docs = documents(size, TENANTS)
  console.log(`\n== ${size.toLocaleString('en-AU')} cars, ${TENANTS.length} dealers, ${QUERIES} queries ==`)
  if (url) {
    const client = createElasticsearchClient(url)
    const index = new ElasticCarIndex(client, `bench-${size}`)
    const chunks: SearchDocument[][] = []
    for (let i = 0; i < docs.length; i += 5_000) chunks.push(docs.slice(i, i + 5_000))
    const started = performance.now()
    const { count } = await index.rebuild(chunks)
    const seconds = (performance.now() - started) / 1000
    console.log(
      `Elasticsearch rebuild: ${count} docs in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} docs/s)`,
    )
    const engine = new ElasticSearchEngine(client, `bench-${size}`)
    await measure(engine, queries.slice(0, 50), 4) // warm-up
    for (const concurrency of [1, 8]) {
      const { engineMs, wallMs } = await measure(engine, queries, concurrency)
      console.log(`Elasticsearch c=${concurrency}: engine ${fmt(engineMs)} | client ${fmt(wallMs)}`)
    }
    const live = await index.liveIndices()
    await client.indices.delete({ index: live })
    await client.close()
  } else {
    console.log('Elasticsearch: skipped (ELASTICSEARCH_URL not set)')
  }
  if (size <= 20_000) {
    const embedded = new EmbeddedSearchEngine()
    const started = performance.now()
    embedded.load(docs)
    console.log(`Embedded load: ${((performance.now() - started) / 1000).toFixed(2)} s`)
    await measure(embedded, queries.slice(0, 50), 1)
    for (const concurrency of [1, 8]) {
      const { wallMs } = await measure(embedded, queries, concurrency)
      console.log(`Embedded c=${concurrency}: ${fmt(wallMs)}`)
    }
  }
}
if (url && process.env.BENCH_API !== '0') await benchApi(url, sizes, QUERIES)
else console.log('\n/api/search: skipped (needs ELASTICSEARCH_URL; BENCH_API=0 turns it off)')
process.exit(0)
