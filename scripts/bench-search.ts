// `npm run bench:search`: rebuild and query timings for both search engines on synthetic
// stock. Prints figures; asserts nothing. Sizes: BENCH_SIZES (default 10000,100000).
import { performance } from 'node:perf_hooks'
import { createElasticsearchClient, elasticsearchUrl } from '../search-sync/client'
import type { SearchDocument } from '../search-sync/index/document'
import { ElasticCarIndex } from '../search-sync/index/elasticCarIndex'
import { EmbeddedSearchEngine } from '../src/search/embeddedEngine'
import { ElasticSearchEngine } from '../src/search/elasticEngine'
import type { SearchEngine, SiteScope } from '../src/search/engine'
import { parseSearchQuery } from '../src/search/query'
import { weeklyEstimate } from '../src/domain/finance'
import { stockCategories } from '../src/domain/vehicleClassification'
import { SETTING_DEFAULTS } from '../tenants/settings'

const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number)
const TENANTS = 10
const QUERIES = 500

function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const MAKES: Record<string, string[]> = {
  Toyota: ['RAV4', 'HiLux', 'Corolla', 'Camry', 'LandCruiser 300', 'Kluger', 'Yaris'],
  Kia: ['Sportage', 'Sorento', 'Carnival', 'Seltos'],
  Mazda: ['Mazda3', 'CX-5', 'CX-30', 'BT-50'],
  Ford: ['Ranger', 'Everest', 'Puma'],
  Hyundai: ['i30', 'Tucson', 'Kona', 'Santa Fe'],
  Nissan: ['X-Trail', 'Navara', 'Qashqai'],
  Mitsubishi: ['Triton', 'Outlander', 'ASX'],
  Volkswagen: ['Golf', 'Amarok', 'Tiguan'],
}
const BODIES = ['SUV', 'Ute', 'Hatch', 'Sedan', 'Wagon', 'Van', 'People Mover']
const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)]!

function documents(count: number): SearchDocument[] {
  const r = random(count)
  const now = Math.floor(Date.now() / 1000)
  return Array.from({ length: count }, (_, i) => {
    const make = pick(r, Object.keys(MAKES))
    const model = pick(r, MAKES[make]!)
    const year = 2010 + Math.floor(r() * 17)
    const status = r() < 0.9 ? 'in_stock' : r() < 0.5 ? 'coming_soon' : 'sold'
    const body = pick(r, BODIES)
    const price = r() < 0.03 ? 0 : Math.round(8_000 + r() * 120_000)
    const fuel = pick(r, ['Petrol', 'Diesel', 'Hybrid', 'Electric'])
    return {
      id: `c${i}`,
      tenant: String(i % TENANTS),
      slug: `car-${i}`,
      name: `${year} ${make} ${model}`,
      text: `${year} ${make} ${model} ${pick(r, ['GX', 'GXL', 'Sport', 'Limited', 'SR5', 'Titanium'])} stock${i}`,
      year,
      make,
      model,
      make_model: `${make}|${model}`,
      badge: null,
      body,
      categories: stockCategories({ simpleBody: body, simpleFuel: fuel }),
      colour: pick(r, ['White', 'Black', 'Silver', 'Red', 'Blue', 'Grey']),
      car_type: pick(r, ['new', 'used', 'used', 'demo']),
      status,
      item_type: null,
      fuel,
      transmission: r() < 0.85 ? 'Automatic' : 'Manual',
      drive: pick(r, ['FWD', 'AWD', '4x4', 'RWD']),
      seats: pick(r, [2, 5, 5, 5, 7, 8]),
      state: pick(r, ['NSW', 'VIC', 'QLD', 'WA', 'SA']),
      city: pick(r, ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Newcastle', 'Geelong']),
      location_name: `Dealer ${i % TENANTS} - Sales`,
      location: { lat: -34 + r() * 10, lon: 138 + r() * 15 },
      dealership_name: `Dealer ${i % TENANTS}`,
      tag: r() < 0.05 ? 'Runout sale' : null,
      certified: r() < 0.2,
      reserved: false,
      price,
      price_type: 'drive_away',
      before_price: null,
      subscription_price: null,
      weekly_price: weeklyEstimate(price, SETTING_DEFAULTS.finance),
      km: Math.round(r() * 250_000),
      photos_count: Math.floor(r() * 20),
      custom_rank: Math.floor(r() * 1000),
      featured: false,
      primary_image_url: null,
      created_at_timestamp: now - Math.floor(r() * 365 * 86_400),
      sold_date_timestamp: status === 'sold' ? now - Math.floor(r() * 5 * 86_400) : null,
    }
  })
}

/** A realistic mix of search-page queries: facets, ranges, sorts, text and deep pages. */
function queryMix(count: number): { tenant: string; params: string }[] {
  const r = random(7)
  const sorts = ['custom_rank', 'price_asc', 'price_desc', 'year_desc', 'km_asc', 'newest']
  return Array.from({ length: count }, () => {
    const p = new URLSearchParams()
    const make = pick(r, Object.keys(MAKES))
    if (r() < 0.6) p.append('make', make)
    if (r() < 0.2) p.append('make', pick(r, Object.keys(MAKES)))
    if (r() < 0.3) p.append('model', pick(r, MAKES[make]!))
    if (r() < 0.3) p.append('body', pick(r, BODIES))
    if (r() < 0.4) p.append('car_type', pick(r, ['new', 'used', 'demo']))
    if (r() < 0.3) p.set('price', `${Math.round(r() * 30_000)}-${Math.round(40_000 + r() * 60_000)}`)
    if (r() < 0.2) p.set('year', `${2015 + Math.floor(r() * 8)}-`)
    if (r() < 0.15) p.set('km', `-${Math.round(50_000 + r() * 100_000)}`)
    if (r() < 0.2) p.set('query', pick(r, ['toy', 'ranger', 'cx', 'hilux sr', 'sport', 'kia sor', '2021']))
    p.set('sortBy', pick(r, sorts))
    p.set('page', String(r() < 0.8 ? 1 + Math.floor(r() * 3) : 5 + Math.floor(r() * 40)))
    return { tenant: String(Math.floor(r() * TENANTS)), params: p.toString() }
  })
}

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

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const fmt = (values: number[]) => `p50 ${percentile(values, 50).toFixed(1)}  p95 ${percentile(values, 95).toFixed(1)}  p99 ${percentile(values, 99).toFixed(1)} ms`

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

const queries = queryMix(QUERIES)
const url = elasticsearchUrl()
for (const size of sizes) {
  const docs = documents(size)
  console.log(`\n== ${size.toLocaleString('en-AU')} cars, ${TENANTS} dealers, ${QUERIES} queries ==`)
  if (url) {
    const client = createElasticsearchClient(url)
    const index = new ElasticCarIndex(client, `bench-${size}`)
    const chunks: SearchDocument[][] = []
    for (let i = 0; i < docs.length; i += 5_000) chunks.push(docs.slice(i, i + 5_000))
    const started = performance.now()
    const { count } = await index.rebuild(chunks)
    const seconds = (performance.now() - started) / 1000
    console.log(`Elasticsearch rebuild: ${count} docs in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} docs/s)`)
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
process.exit(0)
