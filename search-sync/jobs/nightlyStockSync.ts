import type { Payload, TaskConfig } from 'payload'
import type { Tenant } from '@/payload-types'
import { calendarDay } from '@/domain/dates'
import { isSyncDue } from '@/domain/syncSchedule'
import { siteSettings } from '@tenants/settings'
import { finishInterruptedImports, importSummary } from '../feed/importStock'
import { dealersWithFeeds, recordFailedSync, syncDealerStock } from '../syncDealerStock'
import { openFeed } from '../feed/stockFeed'
import { pruneImportHistory, scheduledTry } from '../importHistory'
import { configuredCarIndex, pruneSoldCars } from '../index/carIndexSync'
import { reconcileCarIndex } from '../index/reconcileIndex'
import { pruneDroppedPhotos } from '../photos/prunePhotos'

export type SyncOutcome = { tenant: string; summary: string; ok: boolean }

/**
 * Runs the daily import for every dealer with a feed source whose sync is due (see
 * isSyncDue) and whose last failure today has waited long enough (nextScheduledTry), records
 * the outcome in the dealer's import history (a failure once, and the day stays due), then drops long-sold cars
 * from the index, the photos no feed names any more, and brings the index level with the database. A failing dealer does not
 * stop the others.
 */
export async function runDueStockSyncs(payload: Payload, now = new Date()): Promise<SyncOutcome[]> {
  const tenants = await dealersWithFeeds(payload)
  const outcomes: SyncOutcome[] = []
  for (const tenant of tenants) {
    const settings = siteSettings(tenant)
    const { timeZone } = settings.identity
    const source = tenant.stock?.feedSource
    if (!source || !isSyncDue(now, timeZone, settings.stock.syncHour, tenant.stock?.lastSyncedOn)) continue
    // After a failure the day's import is tried again, later each time (nextScheduledTry).
    const { next } = await scheduledTry(payload, tenant, timeZone, now)
    if (!next || next > now) continue
    outcomes.push(await syncOne(payload, tenant, source, now, calendarDay(now, timeZone)))
  }
  for (const slug of await finishInterruptedImports(payload))
    payload.logger.warn({ msg: `${slug}: finished the changes of an import that was stopped after its commit` })
  await pruneSoldCars(undefined, now)
  await pruneImportHistory(payload, now)
  const photos = await pruneDroppedPhotos(payload, { now })
  if (photos.removed)
    payload.logger.info({
      msg: `photos no feed names any more: ${photos.removed} addresses and ${photos.filesRemoved} stored photos removed`,
    })
  // Whatever an import or an editor's save could not index (Elasticsearch down, a process
  // killed after its commit) is repaired here, every 15 minutes, for every dealer.
  if (configuredCarIndex()) {
    for (const fixed of await reconcileCarIndex(payload, { now })) {
      if (fixed.indexed || fixed.removed)
        payload.logger.warn({
          msg: `${fixed.tenant}: the search index had fallen behind; ${fixed.indexed} documents rewritten, ${fixed.removed} removed`,
        })
    }
  }
  return outcomes
}

async function syncOne(payload: Payload, tenant: Tenant, source: string, now: Date, day: string): Promise<SyncOutcome> {
  try {
    const feed = await openFeed(source)
    const report = await syncDealerStock(payload, tenant, feed, 'nightly', { now, lastSyncedOn: day }).finally(() =>
      feed.close(),
    )
    return { tenant: tenant.slug, summary: importSummary(report), ok: !report.refused }
  } catch (error) {
    await recordFailedSync(payload, tenant, 'nightly', error as Error, { now })
    return { tenant: tenant.slug, summary: `Failed: ${(error as Error).message}`, ok: false }
  }
}

/** The jobs-queue task, enqueued every 15 minutes; each run imports only the dealers that are due. */
export const nightlyStockSyncTask: TaskConfig<'nightlyStockSync'> = {
  slug: 'nightlyStockSync',
  label: 'Nightly stock import',
  schedule: [{ cron: '0 */15 * * * *', queue: 'stock' }],
  retries: 0,
  outputSchema: [{ name: 'synced', type: 'json' }],
  handler: async ({ req }) => ({ output: { synced: await runDueStockSyncs(req.payload) } }),
}
