// `npm run bench:search-pages`: how many search pages a second the production build serves
// to 32 visitors at once, for a mix of 50 common searches on the three demo dealers (car-type
// landings, makes, bodies, price caps, sorts), then for searches nobody made before (every
// request a new address, so every one renders). Prints figures; asserts nothing.
// BENCH_SECONDS (default 20) per phase; BENCH_SKIP_BUILD=1 reuses the last build.
import http from 'node:http'
import { performance } from 'node:perf_hooks'
import { startProductionServer } from './productionServer.mjs'
import { fmt } from './bench/stats'

const PORT = 3210
const CONNECTIONS = 32
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const DEALERS = ['harbour-toyota', 'southern-cross', 'outback-cars']

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })

function get(path: string, host: string): Promise<{ status: number; cache: string; bytes: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path,
        // What Chromium sends (the server answers in Brotli); identity where the body is read.
        headers: { host, 'accept-encoding': path.startsWith('/search/') ? 'gzip, deflate, br, zstd' : 'identity' },
        agent,
      },
      (response) => {
        let bytes = 0
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length
          if (!path.startsWith('/search/')) chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: String(response.headers['x-page-cache'] ?? 'none'),
            bytes,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        )
      },
    )
    request.on('error', reject)
    request.end()
  })
}

type Search = { host: string; path: string }

/** 50 searches a buyer commonly makes: landings, a make, a body, a price cap, a sort, on each dealer. */
async function commonSearches(): Promise<Search[]> {
  const searches: Search[] = []
  for (const slug of DEALERS) {
    const host = `${slug}.localhost:${PORT}`
    // The dealer's own stock's facets (fetch cannot send another Host header).
    const facets = JSON.parse((await get('/api/search', host)).body) as {
      facets: Record<string, Record<string, number>>
    }
    const top = (facet: string, n: number) =>
      Object.entries(facets.facets[facet] ?? {})
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([value]) => value)
    const paths = [
      '/search/new-used-and-demo-cars',
      '/search/used-cars',
      '/search/new-cars',
      '/search/used-cars?price=-30000',
      '/search/used-cars?price=-20000&sortBy=price_asc',
      '/search/new-used-and-demo-cars?sortBy=price_asc',
      '/search/new-used-and-demo-cars?sortBy=year_desc',
      '/search/used-cars?km=-50000',
      '/search/used-cars?sortBy=km_asc',
      '/search/new-used-and-demo-cars?price=-50000',
      ...top('make', 4).map((make) => `/search/new-used-and-demo-cars?make=${encodeURIComponent(make)}`),
      ...top('body', 3).map((body) => `/search/used-cars?body=${encodeURIComponent(body)}`),
      ...top('make', 2).map((make) => `/search/used-cars?make=${encodeURIComponent(make)}&price=-40000`),
    ]
    searches.push(...paths.map((path) => ({ host, path })))
  }
  return searches.slice(0, 50)
}

async function run(label: string, next: (i: number) => Search) {
  const times: number[] = []
  const caches = new Map<string, number>()
  let bytes = 0
  let issued = 0
  const started = performance.now()
  const until = started + SECONDS * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const search = next(issued++)
        const t0 = performance.now()
        const response = await get(search.path, search.host)
        times.push(performance.now() - t0)
        if (response.status !== 200) throw new Error(`${search.host}${search.path} answered ${response.status}`)
        caches.set(response.cache, (caches.get(response.cache) ?? 0) + 1)
        bytes += response.bytes
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const served = [...caches].map(([kind, n]) => `${kind} ${n}`).join(', ')
  console.log(
    `${label}: ${(times.length / seconds).toFixed(0)} requests/s (${times.length} in ${seconds.toFixed(1)} s, ` +
      `${CONNECTIONS} connections) | ${fmt(times)} | ${(bytes / times.length / 1024).toFixed(1)} KB compressed each | ${served}`,
  )
}

console.log('Starting the production build with the demo dealers...')
const server = await startProductionServer({
  name: 'bench-pages',
  port: PORT,
  env: { JOBS_AUTORUN: '0' },
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  quiet: true,
})
try {
  const searches = await commonSearches()
  console.log(`\n== Search pages: ${searches.length} common searches on ${DEALERS.length} demo dealers ==`)
  await run('common searches', (i) => searches[i % searches.length]!)
  // A new address every time: a price cap no one asked for before, so nothing is cached.
  await run('new searches', (i) => {
    const host = searches[i % searches.length]!.host
    return { host, path: `/search/new-used-and-demo-cars?price=-${200_000 + i}` }
  })
} finally {
  server.stop()
  agent.destroy()
}
