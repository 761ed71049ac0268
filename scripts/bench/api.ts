// The /api/search part of `npm run bench:search`: the production build serving three demo
// dealers, with the synthetic stock behind its own index alias, queried over HTTP with each
// dealer's Host header. Measures what a visitor's browser waits for (less the network).
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { createElasticsearchClient } from '@/search/elasticsearchClient'
import { ElasticCarIndex } from '../../search-sync/index/elasticCarIndex'
import type { SearchDocument } from '@/search/document'
import { startProductionServer } from '../productionServer.mjs'
import { fmt } from './stats'
import { documents, queryMix } from './synthetic'

const PORT = 3200
const ALIAS = 'bench-api'
const PASSWORD = 'bench-password'

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
function get(pathAndQuery: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: PORT, path: pathAndQuery, headers: { host }, agent },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    request.end()
  })
}

async function post(pathname: string, data: unknown) {
  const response = await fetch(`http://127.0.0.1:${PORT}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  })
  return response.json()
}

async function measure(
  queries: { tenant: string; params: string }[],
  hostOf: Map<string, string>,
  concurrency: number,
) {
  const engineMs: number[] = []
  const wallMs: number[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < queries.length) {
        const q = queries[next++]!
        const started = performance.now()
        const { status, body } = await get(`/api/search?${q.params}`, hostOf.get(q.tenant)!)
        wallMs.push(performance.now() - started)
        if (status !== 200) throw new Error(`/api/search answered ${status}: ${body.slice(0, 200)}`)
        engineMs.push((JSON.parse(body) as { ms: number }).ms)
      }
    }),
  )
  return { engineMs, wallMs }
}

/** Runs the API benchmark for each size against Elasticsearch at `url`. */
export async function benchApi(url: string, sizes: number[], queryCount: number) {
  console.log('\nBuilding and starting the app for the /api/search benchmark...')
  const server = await startProductionServer({
    name: 'bench',
    port: PORT,
    env: { SEED_PASSWORD: PASSWORD, ELASTICSEARCH_URL: url, ELASTICSEARCH_CAR_ALIAS: ALIAS, JOBS_AUTORUN: '0' },
    skipBuild: process.env.BENCH_SKIP_BUILD === '1',
    quiet: true,
  })
  const client = createElasticsearchClient(url)
  try {
    const { token } = (await post('/api/users/login', { email: 'admin@platform.test', password: PASSWORD })) as {
      token: string
    }
    const tenants = (await (
      await fetch(`http://127.0.0.1:${PORT}/api/tenants?limit=10&depth=0`, {
        headers: { Authorization: `JWT ${token}` },
      })
    ).json()) as {
      docs: { id: string | number; slug: string }[]
    }
    const hostOf = new Map(tenants.docs.map((t) => [String(t.id), `${t.slug}.localhost:${PORT}`]))
    const ids = [...hostOf.keys()]
    const queries = queryMix(queryCount, ids)
    for (const size of sizes) {
      const docs = documents(size, ids)
      const chunks: SearchDocument[][] = []
      for (let i = 0; i < docs.length; i += 5_000) chunks.push(docs.slice(i, i + 5_000))
      await new ElasticCarIndex(client, ALIAS).rebuild(chunks)
      console.log(
        `\n== /api/search: ${size.toLocaleString('en-AU')} cars, ${ids.length} demo dealers (their own base filters), ${queryCount} queries ==`,
      )
      await measure(queries.slice(0, 50), hostOf, 4) // warm-up: compiles routes, fills caches
      for (const concurrency of [1, 8]) {
        const { engineMs, wallMs } = await measure(queries, hostOf, concurrency)
        console.log(`/api/search c=${concurrency}: response ${fmt(wallMs)} | engine ${fmt(engineMs)}`)
      }
    }
  } finally {
    server.stop()
    agent.destroy()
    await client.indices.delete({ index: `${ALIAS}-*`, ignore_unavailable: true, allow_no_indices: true })
    await client.close()
  }
}
