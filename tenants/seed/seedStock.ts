import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import type { ImportReport } from '@search-sync/feed/importStock'
import { openFeed } from '@search-sync/feed/stockFeed'
import { syncDealerStock } from '@search-sync/syncDealerStock'
import { calendarDay } from '@/domain/dates'
import { findTenantBySlug } from '../resolveTenant'
import { siteSettings } from '../settings'
import { DEMO_STOCK } from './demoStock'

/** Where the seed keeps each demo dealer's feed: the file its nightly import and Sync now read. */
export const DEMO_FEEDS_DIR = path.resolve('.data', 'demo-feeds')

/**
 * Demo stock through the stock import, as a dealer's feed would bring it: each demo dealer's
 * feed is written to a file that becomes the dealer's feed source, so the admin's Stock page,
 * Sync now and the nightly import work on the demo as on a real dealer. Only dealers without
 * any car get it, so re-running the seed leaves stock (and whatever a sync brought in since)
 * alone. The seed counts as the day's import: the nightly one starts tomorrow.
 */
export async function seedDemoStock(payload: Payload, now = new Date()): Promise<ImportReport[]> {
  const reports: ImportReport[] = []
  await mkdir(DEMO_FEEDS_DIR, { recursive: true })
  for (const [slug, feed] of Object.entries(DEMO_STOCK)) {
    const tenant = await findTenantBySlug(payload, slug)
    if (!tenant) continue
    const existing = await payload.count({
      collection: 'cars',
      where: { tenant: { equals: tenant.id } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    const file = path.join(DEMO_FEEDS_DIR, `${slug}.json`)
    await writeFile(file, JSON.stringify(feed().map((record) => record.fields)))
    const source = await openFeed(file)
    const lastSyncedOn = calendarDay(now, siteSettings(tenant).identity.timeZone)
    reports.push(
      await syncDealerStock(payload, tenant, source, 'command-line', { now, lastSyncedOn }).finally(() =>
        source.close(),
      ),
    )
    await payload.update({
      collection: 'tenants',
      id: tenant.id,
      data: { stock: { feedSource: file } },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  }
  return reports
}
