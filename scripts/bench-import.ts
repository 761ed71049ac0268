// `npm run bench:import`: a stock import of synthetic feeds into a throwaway SQLite database,
// then (BENCH_DATABASE=mongodb) into the MongoDB adapter on a fresh in-memory wire-protocol
// server (scripts/mongoWireServer.mjs; not MongoDB, see there), and the Elasticsearch index
// when ELASTICSEARCH_URL is set, as `npm run bench:import` does; read from a JSON file as
// `npm run sync:stock` reads one. Peak memory is this process's (the wire server's is its own).
// For each size (BENCH_SIZES, default 5000,50000): a first import (every car new), then a
// second one where every price changed. Prints cars/s, the longest write transaction and the
// process's peak memory; asserts nothing.
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import { startWireServer } from './mongoWireServer.mjs'

const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'))
const onMongo = process.env.BENCH_DATABASE === 'mongodb'
const wireServer = onMongo ? await startWireServer(27_190) : null
process.env.DATABASE_URI = wireServer ? `${wireServer.url}/bench-import` : `file:${path.join(dir, 'bench.db')}`
process.env.MEDIA_DIR = path.join(dir, 'media')
process.env.PAYLOAD_SECRET ??= 'bench-import-secret'
process.env.ELASTICSEARCH_CAR_ALIAS = `bench-import-${process.pid}`

const sizes = (process.env.BENCH_SIZES ?? '5000,50000').split(',').map(Number)

const { getPayload } = await import('payload')
const { default: config } = await import('../payload.config')
const { importStock } = await import('../search-sync/feed/importStock')
const { feedRow } = await import('./bench/syntheticFeed')
const { openFeed } = await import('../search-sync/feed/stockFeed')

/** Writes a synthetic feed file row by row, as a dealer system exports one. */
async function writeFeed(file: string, size: number, round: number) {
  const out = createWriteStream(file)
  out.write('{"count": ' + size + ', "cars": [\n')
  for (let i = 0; i < size; i++) {
    if (!out.write(`${i ? ',\n' : ''}${JSON.stringify(feedRow(i, round))}`)) await once(out, 'drain')
  }
  out.end(']}\n')
  await once(out, 'finish')
}

const payload = await getPayload({ config })
const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`
const peak = () => process.resourceUsage().maxRSS * 1024
console.log(`database: ${onMongo ? 'MongoDB adapter on the wire-protocol server' : 'SQLite'}`)
console.log(
  `started: ${mib(process.memoryUsage().rss)} resident before any import (Payload and its config loaded); heap limit ${Math.round(v8.getHeapStatistics().heap_size_limit / 1024 / 1024)} MiB, as npm run sync:stock runs`,
)

for (const [n, size] of sizes.entries()) {
  const tenant = await payload.create({
    collection: 'tenants',
    data: { name: `Bench Motors ${size}`, slug: `bench-${n}-${size}`, template: 'brand' },
    overrideAccess: true,
  })
  console.log(`\n== ${size.toLocaleString('en-AU')} cars ==`)
  for (const [round, label] of ['first import (all new)', 'second import (every price changed)'].entries()) {
    const file = path.join(dir, `feed-${size}-${round}.json`)
    await writeFeed(file, size, round)
    const feed = await openFeed(file)
    const started = performance.now()
    const report = await importStock(payload, tenant, feed, { full: true, force: true })
    const seconds = (performance.now() - started) / 1000
    const written = report.created + report.updated
    console.log(
      `${label}: ${seconds.toFixed(1)} s, ${Math.round(size / seconds)} cars/s; ` +
        `created ${report.created}, updated ${report.updated}, unchanged ${report.unchanged}` +
        `${report.timings ? `; check ${(report.timings.checkMs / 1000).toFixed(1)} s, writes ${(report.timings.totalMs / 1000).toFixed(1)} s, index ${((report.timings.indexMs ?? 0) / 1000).toFixed(1)} s (switch ${report.timings.switchMs} ms, longest write transaction ${report.timings.longestWriteMs} ms, ${report.timings.batches} transactions)` : ''}` +
        `${report.indexProblem ? `; INDEX: ${report.indexProblem}` : ''}; peak memory so far ${mib(peak())}`,
    )
    if (written === 0) console.log('  (nothing written: check the report)', report.refused)
  }
}
await payload.destroy()
wireServer?.stop()
rmSync(dir, { recursive: true, force: true })
process.exit(0)
