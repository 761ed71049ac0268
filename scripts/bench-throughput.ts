// `npm run bench:throughput`: wrk (Debian's package) against the production build, as a
// browser asks (Brotli accepted): each demo dealer's cached home page and a car page, then a
// mix of 20 search pages and /api/search answers over the three dealers. 2 threads and 32
// connections, BENCH_SECONDS (default 15) each. Prints requests a second and latency; asserts
// nothing. BENCH_SKIP_BUILD=1 reuses the last build.
import { spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startProductionServer } from './productionServer.mjs'

const PORT = 3212
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const DEALERS = ['harbour-toyota', 'southern-cross', 'outback-cars']
const hostOf = (slug: string) => `${slug}.localhost:${PORT}`

if (spawnSync('wrk', ['--version']).error) {
  console.error('wrk is not installed: apt-get install wrk')
  process.exit(1)
}

/** A GET as the browser sends it (Node's fetch cannot set Host, so http.get through 127.0.0.1). */
async function get(host: string, urlPath: string): Promise<string> {
  const { request } = await import('node:http')
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port: PORT, path: urlPath, headers: { host } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    })
      .on('error', reject)
      .end()
  })
}

/** wrk's summary: requests a second, latency p50 and p99, and any answer that was not 2xx. */
function wrk(label: string, args: string[]) {
  const run = spawnSync(
    'wrk',
    ['-t2', '-c32', `-d${SECONDS}s`, '--latency', '-H', 'Accept-Encoding: gzip, deflate, br, zstd', ...args],
    { encoding: 'utf8' },
  )
  const out = run.stdout
  const perSecond = /Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? '?'
  const p50 = /\s50%\s+(\S+)/.exec(out)?.[1] ?? '?'
  const p99 = /\s99%\s+(\S+)/.exec(out)?.[1] ?? '?'
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1]
  console.log(
    `${label.padEnd(44)} ${Number(perSecond).toFixed(0).padStart(7)} req/s  p50 ${p50}  p99 ${p99}${errors ? `  ${errors} not 2xx` : ''}`,
  )
}

console.log('Starting the production build with the demo dealers...')
const server = await startProductionServer({
  name: 'bench-throughput',
  port: PORT,
  env: { JOBS_AUTORUN: '0' },
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  quiet: true,
})
try {
  const mix: { host: string; path: string }[] = []
  for (const slug of DEALERS) {
    const host = hostOf(slug)
    const hits = (JSON.parse(await get(host, '/api/search?per_page=3')) as { hits: { slug: string }[] }).hits
    for (const page of ['/', `/cars/${hits[0]!.slug}`]) {
      await get(host, page)
      wrk(`${slug} ${page === '/' ? 'home' : 'car page'} (kept)`, [
        '-H',
        `Host: ${host}`,
        `http://127.0.0.1:${PORT}${page}`,
      ])
    }
    for (const page of [
      '/search/used-cars',
      '/search/new-used-and-demo-cars?sortBy=price_asc',
      '/search/used-cars?price=-30000',
      '/api/search?car_type=used',
      '/api/search?sortBy=year_desc',
      '/api/search?price=-40000',
      '/api/search?per_page=24&page=2',
    ])
      mix.push({ host, path: page })
  }
  const script = path.join(tmpdir(), `bench-throughput-${process.pid}.lua`)
  writeFileSync(
    script,
    `local paths = {${mix.map(({ host, path: p }) => `{${JSON.stringify(host)}, ${JSON.stringify(p)}}`).join(', ')}}\n` +
      'local i = 0\n' +
      'request = function()\n  i = i % #paths + 1\n' +
      '  return wrk.format("GET", paths[i][2], { ["Host"] = paths[i][1], ["Accept-Encoding"] = "gzip, deflate, br, zstd" })\nend\n',
  )
  const pages = mix.filter((entry) => entry.path.startsWith('/search/')).length
  wrk(`${pages} search pages and ${mix.length - pages} /api/search answers`, [
    '-s',
    script,
    `http://127.0.0.1:${PORT}/`,
  ])
} finally {
  server.stop()
}
