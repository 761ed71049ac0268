// The /api/search part of `npm run bench:search`: the production build serving three demo
// dealers, with the synthetic stock behind its own index alias, queried over HTTP with each
// dealer's Host header. Measures what a visitor's browser waits for (less the network).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { createElasticsearchClient } from '../../search-sync/client'
import { ElasticCarIndex } from '../../search-sync/index/elasticCarIndex'
import type { SearchDocument } from '../../search-sync/index/document'
import { fmt } from './stats'
import { documents, queryMix } from './synthetic'

const PORT = 3200
const ALIAS = 'bench-api'
const PASSWORD = 'bench-password'

function runStep(args: string[], env: NodeJS.ProcessEnv) {
  const result = spawnSync(args[0]!, args.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`)
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })
function get(pathAndQuery: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: PORT, path: pathAndQuery, headers: { host }, agent }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end()
  })
}

async function post(pathname: string, data: unknown) {
  const response = await fetch(`http://127.0.0.1:${PORT}${pathname}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) })
  return response.json()
}

async function measure(queries: { tenant: string; params: string }[], hostOf: Map<string, string>, concurrency: number) {
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
  const dataDir = path.resolve('.data', 'bench')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URI: `file:${path.join(dataDir, 'bench.db')}`,
    MEDIA_DIR: path.join(dataDir, 'media'),
    PAYLOAD_SECRET: 'bench-secret-not-for-production',
    SEED_PASSWORD: PASSWORD,
    ELASTICSEARCH_URL: url,
    ELASTICSEARCH_CAR_ALIAS: ALIAS,
    JOBS_AUTORUN: '0',
    PORT: String(PORT),
    HOST: '127.0.0.1',
  }
  // A stale build would measure old code; BENCH_SKIP_BUILD=1 reuses one you just made.
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync('.next/BUILD_ID')) {
    console.log('\nBuilding the app for the /api/search benchmark (next build)...')
    runStep(['npx', 'next', 'build'], env)
  }
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  runStep(['node', 'scripts/payload.mjs', 'migrate'], env)
  runStep(['node', 'scripts/payload.mjs', 'run', 'tenants/seed/run.ts'], env)

  const server = spawn('node', ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true })
  const client = createElasticsearchClient(url)
  try {
    const deadline = Date.now() + 120_000
    for (;;) {
      if (Date.now() > deadline) throw new Error('The app did not start for the API benchmark.')
      const up = await fetch(`http://127.0.0.1:${PORT}/admin/login`).then((r) => r.ok, () => false)
      if (up) break
      await new Promise((r) => setTimeout(r, 1_000))
    }
    const { token } = (await post('/api/users/login', { email: 'admin@platform.test', password: PASSWORD })) as { token: string }
    const tenants = (await (await fetch(`http://127.0.0.1:${PORT}/api/tenants?limit=10&depth=0`, { headers: { Authorization: `JWT ${token}` } })).json()) as {
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
      console.log(`\n== /api/search: ${size.toLocaleString('en-AU')} cars, ${ids.length} demo dealers (their own base filters), ${queryCount} queries ==`)
      await measure(queries.slice(0, 50), hostOf, 4) // warm-up: compiles routes, fills caches
      for (const concurrency of [1, 8]) {
        const { engineMs, wallMs } = await measure(queries, hostOf, concurrency)
        console.log(`/api/search c=${concurrency}: response ${fmt(wallMs)} | engine ${fmt(engineMs)}`)
      }
    }
  } finally {
    process.kill(-server.pid!, 'SIGTERM')
    agent.destroy()
    await client.indices.delete({ index: `${ALIAS}-*`, ignore_unavailable: true, allow_no_indices: true })
    await client.close()
  }
}
