// `npm run sync:stock -- --tenant <slug> [--file <path or URL>] [--partial] [--force]`
// `npm run sync:stock -- --all`: every dealer with a feed source in its settings.
// Prints one report per dealer (created, updated, unchanged, sold, rejected lines, what the
// search index needed) and exits 1 when any feed was refused or could not be read, or the
// search index could not be brought level with the saved stock.
import config from '@payload-config'
import { getPayload } from 'payload'
import { scriptArgs } from './scriptArgs'
import type { ImportReport } from '../search-sync/feed/importStock'
import { openFeed } from '../search-sync/feed/stockFeed'
import { dealersWithFeeds, recordFailedSync, syncDealerStock } from '../search-sync/syncDealerStock'
import { findTenantBySlug } from '../tenants/resolveTenant'

const args = scriptArgs()
const flag = (name: string) => args.includes(`--${name}`)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1] : undefined
}

function print(report: ImportReport) {
  console.log(
    `${report.tenant}: ${report.received} received, ${report.created} created, ${report.updated} updated, ` +
      `${report.unchanged} unchanged, ${report.markedSold} marked sold, ${report.rejected.length} rejected`,
  )
  for (const row of report.rejected)
    console.log(`  line ${row.line}${row.stockNumber ? ` (${row.stockNumber})` : ''}: ${row.problems.join('; ')}`)
  if (report.refused) console.log(`  REFUSED: ${report.refused}`)
  if (report.index) console.log(`  search index: ${report.index.indexed} written, ${report.index.removed} removed`)
  const t = report.timings
  if (t) {
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`
    console.log(
      `  took: check ${s(t.checkMs)}, write ${s(t.totalMs)} (switch ${t.switchMs} ms, longest write lock ${t.longestWriteMs} ms), index ${s(t.indexMs ?? 0)}`,
    )
  }
  if (report.indexProblem) console.log(`  SEARCH INDEX BEHIND: ${report.indexProblem}`)
}

const slug = option('tenant')
if (!flag('all') && !slug) {
  console.error('Name a dealer with --tenant <slug> (and optionally --file <path or URL>), or use --all.')
  process.exit(2)
}

const payload = await getPayload({ config })
const named = slug ? await findTenantBySlug(payload, slug) : null
const tenants = flag('all') ? await dealersWithFeeds(payload) : named ? [named] : []
if (tenants.length === 0) {
  console.error(flag('all') ? 'No dealer has a stock feed source set.' : `No dealer site with the slug "${slug}".`)
  process.exit(2)
}

let failed = false
for (const tenant of tenants) {
  const source = option('file') ?? tenant.stock?.feedSource
  if (!source) {
    console.error(`${tenant.slug}: no feed source; pass --file or set one in the dealer's stock settings.`)
    failed = true
    continue
  }
  try {
    const feed = await openFeed(source)
    console.log(`${tenant.slug}: importing from ${source}`)
    const report = await syncDealerStock(payload, tenant, feed, 'command-line', {
      full: !flag('partial'),
      force: flag('force'),
    }).finally(() => feed.close())
    print(report)
    if (report.refused || report.indexProblem) failed = true
  } catch (error) {
    console.error(`${tenant.slug}: ${(error as Error).message}`)
    await recordFailedSync(payload, tenant, 'command-line', error as Error).catch(() => undefined)
    failed = true
  }
}
await payload.destroy()
process.exit(failed ? 1 : 0)
