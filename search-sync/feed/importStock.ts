import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { expireTagsAndRecord } from '@/cache/sharedExpiry'
import { isBusy } from '@/database/sqlite/transactions'
import { contentTag } from '@tenants/cacheTags'
import { configuredCarIndex } from '../index/carIndexSync'
import { reconcileCarIndex } from '../index/reconcileIndex'
import { attachStoredPhotos, feedPhotos } from '../photos/dealerPhotos'
import { changedCars } from './changedCars'
import { takeImportLock } from './importLock'
import type { FeedRecords } from './parseFeed'
import type { ImportOptions, ImportReport } from './stockChanges'
import { feedOfRecords, isStockFeed, type StockFeed } from './stockFeed'
import { planImport } from './stockPlan'
import { dealersWithInterruptedWrites, finishInterruptedWrite, writeStockChanges } from './writeStockChanges'

export type { ImportOptions, ImportReport }

type Id = string | number

/** One line for logs and the command line: what the import did, or why it wrote nothing. */
export function importSummary(report: ImportReport): string {
  if (report.refused) return report.refused
  const first = report.rejected[0]
  return (
    `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.markedSold} sold, ${report.rejected.length} rejected` +
    (first ? ` (first: line ${first.line}: ${first.problems.join('; ')})` : '') +
    (report.photos?.failed.length ? `. ${report.photos.failed.length} photos could not be fetched` : '') +
    (report.photos?.hostsDown.length ? `. No answer from ${report.photos.hostsDown.join(', ')}` : '') +
    (report.photos?.left ? `. ${report.photos.left} photos left for the next import` : '') +
    (report.indexProblem ? `. ${report.indexProblem}` : '')
  )
}

/**
 * Imports one dealer's stock feed: validates every record (a bad record is reported with
 * its line and reasons, the good ones still import, and the stored car a bad or conflicting
 * row stands for is kept as it was), refuses an empty feed, or a full feed that would take
 * more than the dealer's share of the listed stock off sale, unless forced, then upserts by
 * stock number (case and spaces ignored; VIN as the fallback key) and, for a full feed,
 * marks cars that left the feed as sold. Nothing is written until the whole feed has been
 * read and checked; the writes are all or nothing (see writeStockChanges), so a crash
 * half-way leaves the stored stock as it was, and running the same feed again changes
 * nothing. Editor overrides are separate fields the feed never writes, so they survive.
 *
 * The feed is read twice and never held whole: the check keeps each row's keys, the write
 * reads the rows again and stages the changed cars a few hundred at a time.
 */
export async function importStock(
  payload: Payload,
  tenant: Tenant,
  input: FeedRecords | StockFeed,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    tenant: tenant.slug,
    received: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    markedSold: 0,
    rejected: [],
  }
  // One import per dealer at a time, whichever process or instance runs it.
  const lock = await takeImportLock(payload, tenant.id)
  if ('heldBy' in lock) {
    report.refused = `Another import of this dealer's stock is running (${lock.heldBy}, since ${lock.since}); nothing was written. Try again when it has finished.`
    return report
  }
  try {
    const feed = isStockFeed(input) ? input : feedOfRecords(input)
    return await importUnderLock(payload, tenant, feed, options, report)
  } finally {
    await lock.release()
  }
}

/**
 * Finishes, under each dealer's import lock, the imports stopped after their commit (a killed
 * process, a lost connection), so the site does not show part of one until the dealer's next
 * import: the stock task runs it every 15 minutes, before it levels the search index. The
 * slugs of the dealers it finished; a dealer whose import is running is left to that import.
 */
export async function finishInterruptedImports(payload: Payload): Promise<string[]> {
  const finished: string[] = []
  for (const id of await dealersWithInterruptedWrites(payload)) {
    const tenant = await payload.findByID({
      collection: 'tenants',
      id,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!tenant) continue
    const lock = await takeImportLock(payload, tenant.id)
    if ('heldBy' in lock) continue
    try {
      if (await finishInterruptedWrite(payload, tenant)) finished.push(tenant.slug)
    } finally {
      await lock.release()
    }
  }
  return finished
}

/** How often the writes are tried when SQLite refuses to commit them. */
const WRITE_ATTEMPTS = 3

async function importUnderLock(
  payload: Payload,
  tenant: Tenant,
  feed: StockFeed,
  options: ImportOptions,
  report: ImportReport,
): Promise<ImportReport> {
  const started = Date.now()
  const { now = new Date() } = options
  const finished = await finishInterruptedWrite(payload, tenant)
  if (finished)
    payload.logger.warn({
      msg: `${tenant.slug}: finished the ${finished} car changes an interrupted import had committed`,
    })
  const photos = feedPhotos(payload, { now, ...options.photos })
  const plan = await planImport(payload, tenant, feed, options, report, photos)
  if (!plan) return report
  const { removals } = plan
  // The photos the feed names and the platform does not have yet, fetched from the dealer's
  // host once, before the writes: cars are written with them, and no page sends a visitor there.
  report.photos = await photos.fetch()

  // All or nothing. A write SQLite refused to commit has been rolled back whole, so the same
  // writes are tried again (a failed commit used to pass silently).
  let touched: Id[] = []
  for (let attempt = 1; ; attempt++) {
    const counts = { created: 0, updated: 0, unchanged: 0 }
    try {
      const written = await writeStockChanges(
        payload,
        tenant,
        {
          cars: changedCars(payload, feed, plan, counts, now),
          removals: removals.map((car) => car.id),
        },
        now,
      )
      touched = written.touched
      report.timings = { ...written.timings, checkMs: written.startedAt - started }
      Object.assign(report, counts)
      break
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isBusy(error)) throw error
      payload.logger.warn({
        msg: `${tenant.slug}: the stock import could not commit (${(error as Error).message}); trying again (${attempt}/${WRITE_ATTEMPTS - 1})`,
      })
    }
  }
  report.markedSold = removals.length
  // Cars the feed left as they were get the photos stored for them since they were written.
  touched = [...touched, ...(await attachStoredPhotos(payload, tenant, now))]
  // The index follows: the reconciler rewrites what this import changed and repairs anything
  // an earlier import left behind (a process killed after its commit, Elasticsearch down).
  if (configuredCarIndex()) {
    try {
      const indexing = Date.now()
      const [reconciled] = await reconcileCarIndex(payload, { tenants: [tenant], now })
      if (report.timings) report.timings.indexMs = Date.now() - indexing
      report.index = { indexed: reconciled!.indexed, removed: reconciled!.removed }
    } catch (error) {
      report.indexProblem = `The stock was saved but the search index is behind: ${(error as Error).message}. It is repaired on the next import, by the stock task every 15 minutes, or with npm run search:reconcile.`
    }
  }
  // In every web server, whichever process ran the import (CLI, nightly job, push).
  if (touched.length || finished || report.index?.indexed || report.index?.removed)
    await expireTagsAndRecord(payload, [contentTag(tenant.id, 'stock')])
  return report
}
