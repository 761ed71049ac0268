import type { Payload, TaskConfig } from 'payload'
import { calendarDay } from '@/domain/dates'
import { isSyncDue } from '@/domain/syncSchedule'
import { siteSettings } from '@tenants/settings'
import { importSummary } from '../feed/importStock'
import { dealersWithFeeds, recordFailedSync, syncDealerStock } from '../syncDealerStock'
import { openFeed } from '../feed/stockFeed'
import { pruneImportHistory } from '../importHistory'
import { configuredCarIndex, pruneSoldCars } from '../index/carIndexSync'
import { reconcileCarIndex } from '../index/reconcileIndex'

export type SyncOutcome = { tenant: string; summary: string; ok: boolean }

/**
 * Runs the daily import for every dealer with a feed source whose sync is due (see
 * isSyncDue), records the outcome on the dealer's settings, then drops long-sold cars
 * from the index and brings the index level with the database. A failing dealer does not
 * stop the others.
 */
export async function runDueStockSyncs(payload: Payload, now = new Date()): Promise<SyncOutcome[]> {
  const tenants = await dealersWithFeeds(payload)
  const outcomes: SyncOutcome[] = []
  for (const tenant of tenants) {
    const settings = siteSettings(tenant)
    const source = tenant.stock?.feedSource
    if (!source || !isSyncDue(now, settings.identity.timeZone, settings.stock.syncHour, tenant.stock?.lastSyncedOn))
      continue
    const lastSyncedOn = calendarDay(now, settings.identity.timeZone)
    let outcome: SyncOutcome
    try {
      const feed = await openFeed(source)
      const report = await syncDealerStock(payload, tenant, feed, 'nightly', { now, lastSyncedOn }).finally(() =>
        feed.close(),
      )
      outcome = { tenant: tenant.slug, summary: importSummary(report), ok: !report.refused }
    } catch (error) {
      await recordFailedSync(payload, tenant, 'nightly', error as Error, { now, lastSyncedOn })
      outcome = { tenant: tenant.slug, summary: `Failed: ${(error as Error).message}`, ok: false }
    }
    outcomes.push(outcome)
  }
  await pruneSoldCars(undefined, now)
  await pruneImportHistory(payload, now)
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

/** The jobs-queue task, enqueued every 15 minutes; each run imports only the dealers that are due. */
export const nightlyStockSyncTask: TaskConfig<'nightlyStockSync'> = {
  slug: 'nightlyStockSync',
  label: 'Nightly stock import',
  schedule: [{ cron: '0 */15 * * * *', queue: 'stock' }],
  retries: 0,
  outputSchema: [{ name: 'synced', type: 'json' }],
  handler: async ({ req }) => ({ output: { synced: await runDueStockSyncs(req.payload) } }),
}
