import type { Payload } from 'payload'
import { carsAsVisitorsSee, switchingImport } from '@/database/mongo/previousStock'
import { documentsFor } from './documentsFromCars'
import { EmbeddedSearchEngine } from './embeddedEngine'

/**
 * The embedded engine fed from the database. Before each search it asks for the dealer's
 * stock version (car count and latest change, plus the day, as sold cars age out) and
 * reloads that dealer's cars only when it moved, so imports run by another process (the
 * nightly sync) and editors' saves show up without any message between processes.
 */
export function embeddedEngineFromDatabase(payload: Payload): EmbeddedSearchEngine {
  const versions = new Map<string, string>()
  return new EmbeddedSearchEngine(async (tenantId) => {
    const latest = await payload.find({
      collection: 'cars',
      where: { tenant: { equals: tenantId } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { updatedAt: true },
      overrideAccess: true,
    })
    // The dealer's own settings feed each document too (name, finance terms for the weekly price).
    const dealer = await payload.findByID({
      collection: 'tenants',
      id: tenantId,
      select: { updatedAt: true },
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    // A MongoDB import switching in moves the version twice: as it begins and as it ends.
    const switching = await switchingImport(payload, tenantId)
    const version = `${latest.totalDocs}|${latest.docs[0]?.updatedAt ?? ''}|${dealer?.updatedAt ?? ''}|${new Date().toISOString().slice(0, 10)}|${switching ?? ''}`
    if (versions.get(tenantId) === version) return null
    const { docs } = await payload.find({
      collection: 'cars',
      where: { tenant: { equals: tenantId } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    const { upserts } = await documentsFor(payload, await carsAsVisitorsSee(payload, tenantId, docs))
    versions.set(tenantId, version)
    return upserts
  })
}
