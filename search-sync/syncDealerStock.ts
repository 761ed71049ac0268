import type { Payload } from 'payload'
import type { StockImport, Tenant } from '@/payload-types'
import { importStock, type ImportOptions, type ImportReport } from './feed/importStock'
import { closeImportRecord, openImportRecord, type StockArrival } from './importHistory'
import type { FeedRecords } from './feed/parseFeed'
import type { StockFeed } from './feed/stockFeed'

export type { StockArrival }

/**
 * One dealer's stock import, however the feed arrived (the nightly job, `npm run sync:stock`,
 * a push from the dealer's system, a queued large push, Sync now): imports it and records it
 * in the dealer's import history (importHistory.ts), so staff see every import on the Stock
 * page, not only the nightly one. A feed that could not be read is recorded the same way by
 * `recordFailedSync`. `record` is the history entry Sync now opened when it queued the import.
 */
export async function syncDealerStock(
  payload: Payload,
  tenant: Tenant,
  feed: FeedRecords | StockFeed,
  arrival: StockArrival,
  options: ImportOptions & { lastSyncedOn?: string; record?: StockImport['id'] } = {},
): Promise<ImportReport> {
  const record = options.record ?? (await openImportRecord(payload, tenant, arrival, { now: options.now }))
  let report: ImportReport
  try {
    report = await importStock(payload, tenant, feed, options)
  } catch (error) {
    await closeImportRecord(payload, record, { failed: (error as Error).message }, options.now)
    if (error instanceof Error) recorded.add(error)
    throw error
  }
  await closeImportRecord(payload, record, report, options.now)
  if (options.lastSyncedOn) await recordSyncDay(payload, tenant, options.lastSyncedOn)
  return report
}

/** Failures syncDealerStock has written to the history already: recordFailedSync leaves them be. */
const recorded = new WeakSet<Error>()

/** Every dealer with a feed source in its Stock settings: those the nightly job and `sync:stock --all` import. */
export async function dealersWithFeeds(payload: Payload): Promise<Tenant[]> {
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { 'stock.feedSource': { exists: true } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/**
 * Records in the dealer's import history an import that failed before it could run (an
 * unreadable feed), once: a failure of the import itself is on its record already. A failure
 * never counts as the day's scheduled import (the nightly job tries again, see nextScheduledTry).
 */
export async function recordFailedSync(
  payload: Payload,
  tenant: Tenant,
  arrival: StockArrival,
  error: Error,
  { now = new Date(), record }: { now?: Date; record?: StockImport['id'] } = {},
) {
  if (recorded.has(error)) return
  const id = record ?? (await openImportRecord(payload, tenant, arrival, { now }))
  await closeImportRecord(payload, id, { failed: error.message }, now)
}

/** The dealer-local day of the last scheduled import: the nightly job runs once a day. */
async function recordSyncDay(payload: Payload, tenant: Tenant, lastSyncedOn: string) {
  await payload.update({
    collection: 'tenants',
    id: tenant.id,
    data: { stock: { lastSyncedOn } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
