import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { isIndexable, sourceVersion } from '@/search/document'
import { configuredCarIndex, syncCarsToIndex } from './carIndexSync'
import type { ElasticCarIndex } from './elasticCarIndex'
import { readCarPage } from '../storedCars'

export type ReconcileReport = {
  tenant: string
  /** Cars the dealer's site should list (in the database and indexable). */
  expected: number
  /** Documents written because they were missing or made from an older version of the car. */
  indexed: number
  /** Documents removed because their car is gone, hidden or sold long ago. */
  removed: number
}

const PAGE = 2_000

/**
 * Brings the search index level with the database, dealer by dealer, and says what it fixed.
 * Nothing has to be remembered for it to work: every write of a car changes its updatedAt in
 * the same transaction (the import's switch included), every document carries the version it
 * was made from, and whatever differs is rewritten or removed. So a process killed between
 * the commit and the indexing, or an Elasticsearch that was down, is repaired by the next
 * run: after every import, every 15 minutes with the stock task, and `npm run search:reconcile`.
 */
export async function reconcileCarIndex(
  payload: Payload,
  options: { tenants?: Tenant[]; index?: ElasticCarIndex | null; now?: Date } = {},
): Promise<ReconcileReport[]> {
  const index = options.index === undefined ? configuredCarIndex() : options.index
  if (!index) throw new Error('No search engine is configured: set ELASTICSEARCH_URL.')
  const now = options.now ?? new Date()
  const tenants =
    options.tenants ??
    (await payload.find({ collection: 'tenants', depth: 0, limit: 0, pagination: false, overrideAccess: true })).docs
  const reports: ReconcileReport[] = []
  for (const tenant of tenants) {
    const documentTenant = { id: tenant.id, name: tenant.name, finance: siteSettings(tenant).finance }
    const expected = new Map<string, string>()
    for (let page = 1; ; page++) {
      const result = await readCarPage(payload, {
        where: { tenant: { equals: tenant.id } },
        select: { updatedAt: true, status: true, soldAt: true, hideFromWebsite: true, showOnDealerWebsite: true },
        limit: PAGE,
        page,
      })
      for (const car of result.docs)
        if (isIndexable(car, now)) expected.set(String(car.id), sourceVersion(car, documentTenant, now))
      if (!result.hasNextPage) break
    }
    const indexed = await index.versions(String(tenant.id))
    const stale = [...expected].filter(([id, version]) => indexed.get(id) !== version).map(([id]) => id)
    const gone = [...indexed.keys()].filter((id) => !expected.has(id))
    // syncCarsToIndex writes what the database says now, whatever changed since the comparison.
    // Nothing of it is searchable until the one refresh after the last write: visitors'
    // searches show the dealer's old stock until then and the new stock after, never a mix.
    await syncCarsToIndex(payload, stale, undefined, { refresh: false })
    await index.remove(gone)
    if (stale.length || gone.length) await index.refresh()
    reports.push({ tenant: tenant.slug, expected: expected.size, indexed: stale.length, removed: gone.length })
  }
  return reports
}
