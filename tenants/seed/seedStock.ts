import type { Payload } from 'payload'
import { importStock, type ImportReport } from '@search-sync/feed/importStock'
import { findTenantBySlug } from '../resolveTenant'
import { DEMO_STOCK } from './demoStock'

/**
 * Demo stock through the nightly import path. Only dealers without any car get it, so
 * re-running the seed leaves stock (and whatever a sync brought in since) alone.
 */
export async function seedDemoStock(payload: Payload): Promise<ImportReport[]> {
  const reports: ImportReport[] = []
  for (const [slug, feed] of Object.entries(DEMO_STOCK)) {
    const tenant = await findTenantBySlug(payload, slug)
    if (!tenant) continue
    const existing = await payload.count({
      collection: 'cars',
      where: { tenant: { equals: tenant.id } },
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) continue
    reports.push(await importStock(payload, tenant, feed()))
  }
  return reports
}
