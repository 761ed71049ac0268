#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile profile: simulated slow 4G and a 4x slower
// CPU) in Debian's Chromium against the production build, for one dealer's home, content
// and location pages, its used-car search and one vehicle page (BENCH_DEALER: one or several dealers). Prints performance score,
// LCP, CLS, TBT and first-load JavaScript per route; asserts nothing. BENCH_SKIP_BUILD=1
// reuses an existing build. Each load is also judged with the CPU slowdown calibrated to the
// benchmark it measured (bench/cpuCalibration.mjs).
//
// BENCH_MODE=dealer-feed measures the dealers as a real feed reaches them: their photos on
// a second origin (2048x1536 JPEGs of 350-550 KB over HTTPS, 100 ms late), pushed through the
// import's photo pipeline before the pages are loaded (scripts/bench/dealerFeed.ts).
//
// On a machine with two or more cores and `taskset`, the server and Lighthouse run on the
// first core and Chromium on the second, as a visitor's phone does not share its CPU with the
// dealer's server; Lighthouse scales the browser's observed CPU time by 4, so a browser
// competing with the server for one core is charged for the server's work too. BENCH_PIN=0
// turns this off.
import { spawnSync } from 'node:child_process'
import http from 'node:http'
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { calibratedCpuMultiplier } from './bench/cpuCalibration.mjs'
import { selfSignedCertificate, startTlsFront } from './bench/tlsFront.mjs'
import { startProductionServer } from './productionServer.mjs'

const PORT = 3400
const FRONT_PORT = 3443
const FEED_PHOTO_PORT = 3444
const MODE = process.env.BENCH_MODE ?? 'demo'
if (!['demo', 'dealer-feed'].includes(MODE)) throw new Error(`BENCH_MODE is demo or dealer-feed, not ${MODE}`)
// BENCH_DEALER: one dealer or several, comma-separated (one server start for all).
const DEALERS = (process.env.BENCH_DEALER ?? 'harbour-toyota').split(',').map((slug) => slug.trim())

/** GET on a dealer's host (Node's fetch drops a Host header, and Node does not resolve *.localhost). */
const getOn = (dealer, path) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, headers: { Host: `${dealer}.localhost:${PORT}` } }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve(body))
      })
      .on('error', reject)
  })

// BENCH_ROUTES: only these routes (home, content page, location page, search page, vehicle page).
const ONLY = process.env.BENCH_ROUTES?.split(',').map((name) => name.trim())

/** The routes measured on a dealer's site: its home, offers, first location, used-car search and cheapest used car. */
async function routesOf(dealer) {
  const car = JSON.parse(await getOn(dealer, '/api/search?car_type=used&sortBy=price_asc')).hits?.[0]
  const location = /href="(\/contact-us\/[a-z0-9-]+)"/.exec(await getOn(dealer, '/contact-us'))?.[1]
  const routes = [
    ['home', '/'],
    ['content page', '/special-offers'],
    ...(location ? [['location page', location]] : []),
    ['search page', '/search/used-cars'],
    ...(car ? [['vehicle page', `/cars/${car.slug}`]] : []),
  ]
  return ONLY ? routes.filter(([name]) => ONLY.includes(name)) : routes
}

const RUNS = Number(process.env.BENCH_RUNS ?? 3)

/** The LCP element and its parts (time to first byte, resource load delay and duration, render delay) from Lighthouse's LCP insight. */
function lcpBreakdown(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? []
  const parts = items.find((item) => item.type === 'table')?.items ?? []
  return {
    lcpElement: items.find((item) => item.type === 'node')?.snippet ?? 'unknown',
    lcpParts: Object.fromEntries(parts.map((part) => [part.subpart ?? part.label, part.duration])),
  }
}

/** Pins this process (and so the server it starts) to core 0 and returns a Chromium wrapper pinned to core 1, or Chromium itself. */
function pinnedChromium(chromium) {
  const canPin =
    process.env.BENCH_PIN !== '0' && availableParallelism() >= 2 && spawnSync('taskset', ['-V']).status === 0
  if (!canPin) return chromium
  spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' })
  const wrapper = join(tmpdir(), 'bench-lighthouse-chromium.sh')
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c 1 ${chromium} "$@"\n`)
  chmodSync(wrapper, 0o755)
  console.log('Server and Lighthouse on core 0, Chromium on core 1 (BENCH_PIN=0 to share both).')
  return wrapper
}

const AUDIT_FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }
// Where each load's artifacts (trace, network records) wait for their second judging.
const ARTIFACTS = join(tmpdir(), 'bench-lighthouse-artifacts')

/**
 * The saved load judged again with another CPU multiplier. Lighthouse refuses to audit saved
 * artifacts with settings other than those they were gathered with, so the saved settings are
 * changed too: simulated throttling applies the multiplier only when judging, never when loading.
 */
async function judgeAgain(lhr, cpuSlowdownMultiplier) {
  const throttling = { ...lhr.configSettings.throttling, cpuSlowdownMultiplier }
  const file = join(ARTIFACTS, 'artifacts.json')
  const artifacts = JSON.parse(readFileSync(file, 'utf8'))
  artifacts.settings.throttling = throttling
  writeFileSync(file, JSON.stringify(artifacts))
  return (await lighthouse(undefined, { ...AUDIT_FLAGS, auditMode: ARTIFACTS, throttling })).lhr
}

/** The build scripts a page's HTML asks for (its first-load JavaScript), by path. */
const scriptsOf = (html) => new Set(Array.from(html.matchAll(/\/_next\/static\/[\w./-]+\.js/g), (match) => match[0]))

const bytesOf = (requests) => requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
const observedLcp = (lhr) => lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity

/** What the table prints from one Lighthouse result; `pageScripts` are the paths scriptsOf found. */
function figuresOf(lhr, pageScripts) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    ...lcpBreakdown(lhr),
    // First-load JS: the scripts the page's HTML asks for (src/lib/scriptsAfterFirstPaint.mjs
    // fetches them after the first paint), not the popup or mega-menu fetched later.
    js: bytesOf(requests.filter((r) => r.resourceType === 'Script' && pageScripts.has(new URL(r.url).pathname))),
    // The first screen: what had arrived when the largest paint happened in the unthrottled load.
    firstScreen: bytesOf(requests.filter((r) => r.networkEndTime <= observedLcp(lhr))),
    firstScreenImages: bytesOf(
      requests.filter((r) => r.resourceType === 'Image' && r.networkEndTime <= observedLcp(lhr)),
    ),
  }
}

// The embedded defaults, as a fresh machine serves.
delete process.env.ELASTICSEARCH_URL
const chromePath = pinnedChromium(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')
const wantsFront = process.env.BENCH_FRONT !== 'none'
const certificate = wantsFront || MODE === 'dealer-feed' ? selfSignedCertificate() : undefined
if (MODE === 'dealer-feed' && !certificate) throw new Error('The dealer-feed mode needs openssl for its photo origin.')
const feed = MODE === 'dealer-feed' ? await import('./bench/dealerFeed.ts') : undefined
const photoOrigin = feed ? await feed.startFeedPhotoOrigin({ ...certificate, port: FEED_PHOTO_PORT }) : undefined
console.log('Building and starting the production server...')
const password = 'bench-lighthouse-password'
const server = await startProductionServer({
  name: 'bench-lighthouse',
  port: PORT,
  env: { JOBS_AUTORUN: '0', SEED_PASSWORD: password, ...photoOrigin?.serverEnv },
  skipBuild: process.env.BENCH_SKIP_BUILD === '1',
  quiet: true,
})
if (photoOrigin)
  for (const dealer of DEALERS) {
    const app = `http://127.0.0.1:${PORT}`
    const { report, ms } = await feed.pushDealerFeed({
      app,
      dealer,
      password,
      feed: feed.dealerFeed(dealer, photoOrigin.origin),
    })
    const { stored, failed, left } = report.photos ?? {}
    console.log(
      `${dealer}: feed pushed with photos on ${photoOrigin.origin} in ${(ms / 1000).toFixed(1)} s: ${stored} addresses stored, ${failed?.length} failed, ${left} left`,
    )
    if (report.refused || failed?.length || left)
      throw new Error(`The dealer-feed import was not whole: ${JSON.stringify(report).slice(0, 500)}`)
  }
if (photoOrigin) {
  const kb = photoOrigin.weights().map((bytes) => Math.round(bytes / 1024))
  console.log(
    `The dealer's photos: ${photoOrigin.hits()} fetched, ${kb.length} scenes of ${Math.min(...kb)}-${Math.max(...kb)} KB`,
  )
}
if (wantsFront && !certificate)
  console.log('No openssl to make a certificate: pages load over plain HTTP/1.1 from the app.')
const front = certificate ? await startTlsFront({ port: FRONT_PORT, upstreamPort: PORT, ...certificate }) : undefined
const siteOrigin = (dealer) =>
  front ? `https://${dealer}.localhost:${FRONT_PORT}` : `http://${dealer}.localhost:${PORT}`
console.log(front ? 'Pages over HTTPS and HTTP/2 through a TLS front.' : 'Pages over HTTP/1.1 from the app.')
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless',
    // The front's certificate is made for this run and signed by nobody.
    '--ignore-certificate-errors',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  for (const DEALER of DEALERS) {
    console.log(
      `\nLighthouse mobile profile, ${DEALER}, median of ${RUNS} runs (first run of each route warms the server)`,
    )
    for (const [name, route] of await routesOf(DEALER)) {
      const url = `${siteOrigin(DEALER)}${route}`
      const pageScripts = scriptsOf(await getOn(DEALER, route))
      await lighthouse(url, { port: chrome.port, ...AUDIT_FLAGS })
      const runs = { default: [], calibrated: [] }
      for (let i = 0; i < RUNS; i++) {
        // One load, judged twice: with Lighthouse's 4x, then (the same trace, from the saved
        // artifacts) with the multiplier calibrated to the benchmark this load measured.
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          ...AUDIT_FLAGS,
          gatherMode: ARTIFACTS,
          auditMode: ARTIFACTS,
        })
        const multiplier = calibratedCpuMultiplier(lhr.environment.benchmarkIndex)
        const calibrated = multiplier ? await judgeAgain(lhr, multiplier) : undefined
        // BENCH_REPORT_DIR keeps each route's last report for a closer look (open it in the Lighthouse viewer).
        if (process.env.BENCH_REPORT_DIR) {
          mkdirSync(process.env.BENCH_REPORT_DIR, { recursive: true })
          const file = join(process.env.BENCH_REPORT_DIR, `${DEALER}-${name.replace(/\W+/g, '-')}`)
          writeFileSync(`${file}.json`, JSON.stringify(lhr))
          if (calibrated) writeFileSync(`${file}-calibrated.json`, JSON.stringify(calibrated))
        }
        runs.default.push(figuresOf(lhr, pageScripts))
        if (calibrated) runs.calibrated.push(figuresOf(calibrated, pageScripts))
      }
      const m = (list, key) => median(list.map((r) => r[key]))
      const summary = (list) =>
        `performance ${m(list, 'score')}  LCP ${(m(list, 'lcp') / 1000).toFixed(2)} s  CLS ${m(list, 'cls').toFixed(3)}  TBT ${Math.round(m(list, 'tbt'))} ms`
      console.log(
        `${name.padEnd(14)} ${route.padEnd(34)} ${summary(runs.default)}  first-load JS ${(m(runs.default, 'js') / 1024).toFixed(0)} KB (compressed)`,
      )
      console.log(
        `${''.padEnd(14)} first screen (fetched by the observed LCP): ${(m(runs.default, 'firstScreen') / 1024).toFixed(0)} KB, of which images ${(m(runs.default, 'firstScreenImages') / 1024).toFixed(0)} KB`,
      )
      console.log(
        `${''.padEnd(14)} this machine's CPU benchmark (Lighthouse benchmarkIndex): ${Math.round(m(runs.default, 'benchmarkIndex'))}; figures above with Lighthouse's 4x CPU`,
      )
      if (runs.calibrated.length)
        console.log(
          `${''.padEnd(14)} calibrated to that benchmark (${m(runs.calibrated, 'cpu').toFixed(1)}x CPU, ${runs.calibrated.length} of ${RUNS} runs): ${summary(runs.calibrated)}`,
        )
      console.log(
        `${''.padEnd(14)} LCP element: ${[...new Set(runs.default.map((r) => r.lcpElement))].join(' | ').slice(0, 240)}`,
      )
      console.log(
        `${''.padEnd(14)} LCP parts (median ms): ${Object.keys(runs.default[0].lcpParts)
          .map((part) => `${part} ${Math.round(median(runs.default.map((r) => r.lcpParts[part] ?? 0)))}`)
          .join(', ')}`,
      )
    }
  }
} finally {
  await chrome.kill()
  await front?.close()
  await photoOrigin?.stop()
  server.stop()
}
process.exit(0)
