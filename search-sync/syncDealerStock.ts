import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { importStock, importSummary, type ImportOptions, type ImportReport } from './feed/importStock'
import type { FeedRecords } from './feed/parseFeed'
import type { StockFeed } from './feed/stockFeed'

/** How the feed arrived: named in the report on the dealer's Stock settings. */
export type StockArrival = 'nightly import' | 'command-line import' | 'pushed feed' | 'queued pushed feed'

/**
 * One dealer's stock import, however the feed arrived (the nightly job, `npm run sync:stock`,
 * a push from the dealer's system, a queued large push): imports it and records what happened
 * on the dealer's Stock settings (Last sync report), so staff see every import, not only the
 * nightly one. A feed that could not be read is recorded the same way by `recordFailedSync`.
 */
export async function syncDealerStock(
  payload: Payload,
  tenant: Tenant,
  feed: FeedRecords | StockFeed,
  arrival: StockArrival,
  options: ImportOptions & { lastSyncedOn?: string } = {},
): Promise<ImportReport> {
  const report = await importStock(payload, tenant, feed, options)
  await recordSync(
    payload,
    tenant,
    `${arrival}${report.received ? ` of ${report.received} cars` : ''}: ${importSummary(report)}`,
    options,
  )
  return report
}

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

/** Records on the dealer's Stock settings an import that failed before it could run (an unreadable feed). */
export async function recordFailedSync(
  payload: Payload,
  tenant: Tenant,
  arrival: StockArrival,
  error: Error,
  options: { now?: Date; lastSyncedOn?: string } = {},
) {
  await recordSync(payload, tenant, `${arrival} failed: ${error.message}`, options)
}

async function recordSync(
  payload: Payload,
  tenant: Tenant,
  summary: string,
  { now = new Date(), lastSyncedOn }: { now?: Date; lastSyncedOn?: string },
) {
  await payload.update({
    collection: 'tenants',
    id: tenant.id,
    data: { stock: { ...(lastSyncedOn ? { lastSyncedOn } : {}), lastSyncReport: `${now.toISOString()}: ${summary}` } },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
}
