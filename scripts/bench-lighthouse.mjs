#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile profile: simulated slow 4G and a 4x slower
// CPU) in Debian's Chromium against the production build, for one dealer's home, content
// and location pages. Prints performance score, LCP, CLS, TBT and first-load JavaScript per
// route; asserts nothing. BENCH_SKIP_BUILD=1 reuses an existing build.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const PORT = 3400
const DEALER = process.env.BENCH_DEALER ?? 'harbour-toyota'
const ROUTES = [
  ['home', '/'],
  ['content page', '/special-offers'],
  ['location page', '/contact-us/harbour-city-toyota'],
]
const RUNS = Number(process.env.BENCH_RUNS ?? 3)

const dataDir = path.resolve('.data', 'bench-lighthouse')
const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URI: `file:${path.join(dataDir, 'bench.db')}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  PAYLOAD_SECRET: 'bench-secret-not-for-production',
  SEED_PASSWORD: 'bench-password',
  JOBS_AUTORUN: '0',
  PORT: String(PORT),
  HOST: '127.0.0.1',
}
delete env.ELASTICSEARCH_URL // the embedded defaults, as a fresh machine serves

function step(args) {
  const result = spawnSync(args[0], args.slice(1), { stdio: ['ignore', 'ignore', 'inherit'], env })
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed`)
}

if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync('.next/BUILD_ID')) {
  console.log('Building (next build)...')
  step(['npx', 'next', 'build'])
}
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
step(['node', 'scripts/payload.mjs', 'migrate'])
step(['node', 'scripts/payload.mjs', 'run', 'tenants/seed/run.ts'])

const server = spawn('node', ['scripts/start.mjs'], { env, stdio: 'ignore', detached: true })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  for (let tries = 0; ; tries++) {
    if (tries > 120) throw new Error('The app did not start.')
    const up = await fetch(`http://127.0.0.1:${PORT}/admin/login`).then((r) => r.ok, () => false)
    if (up) break
    await new Promise((r) => setTimeout(r, 1_000))
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  console.log(`\nLighthouse mobile profile, ${DEALER}, median of ${RUNS} runs (first run of each route warms the server)`)
  for (const [name, route] of ROUTES) {
    const url = `http://${DEALER}.localhost:${PORT}${route}`
    await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] })
      const requests = lhr.audits['network-requests']?.details?.items ?? []
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        js: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      })
    }
    const m = (key) => median(runs.map((r) => r[key]))
    console.log(
      `${name.padEnd(14)} ${route.padEnd(34)} performance ${m('score')}  LCP ${(m('lcp') / 1000).toFixed(2)} s  CLS ${m('cls').toFixed(3)}  TBT ${Math.round(m('tbt'))} ms  first-load JS ${(m('js') / 1024).toFixed(0)} KB (compressed)`,
    )
  }
} finally {
  await chrome.kill()
  process.kill(-server.pid, 'SIGTERM')
}
process.exit(0)
