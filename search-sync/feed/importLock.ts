import { hostname } from 'node:os'
import type { Payload } from 'payload'
import { IMPORT_LOCKS } from '@collections/system/importLocks'
import { repeatEvery } from '@/lib/repeating'

/** How long a lock holds without renewal; a running import renews it every third of that. */
export const IMPORT_LEASE_MS = 5 * 60 * 1000

export type ImportLock = { release: () => Promise<void> }

/**
 * Takes the dealer's import lock, or answers who holds it. Two imports of one dealer at once
 * (a CLI run during the nightly job, two DMS pushes) lost each other's writes. A lock left by
 * an import that died expires after IMPORT_LEASE_MS and is then taken over.
 */
export async function takeImportLock(payload: Payload, tenantId: string | number, now = () => new Date()): Promise<ImportLock | { heldBy: string; since: string }> {
  const expiry = () => new Date(now().getTime() + IMPORT_LEASE_MS).toISOString()
  await payload.delete({ collection: IMPORT_LOCKS, where: { and: [{ tenant: { equals: tenantId } }, { expiresAt: { less_than: now().toISOString() } }] }, overrideAccess: true })
  let lock
  try {
    lock = await payload.create({ collection: IMPORT_LOCKS, data: { tenant: tenantId as number, holder: `${hostname()}:${process.pid}`, expiresAt: expiry() }, overrideAccess: true })
  } catch (error) {
    const { docs } = await payload.find({ collection: IMPORT_LOCKS, where: { tenant: { equals: tenantId } }, depth: 0, limit: 1, overrideAccess: true })
    if (!docs[0]) throw error
    return { heldBy: docs[0].holder, since: docs[0].createdAt }
  }
  const stopRenewing = repeatEvery(
    IMPORT_LEASE_MS / 3,
    () => payload.update({ collection: IMPORT_LOCKS, id: lock.id, data: { expiresAt: expiry() }, overrideAccess: true }),
    (err) => payload.logger.error({ err, msg: 'Could not renew the stock import lock' }),
  )
  return {
    release: async () => {
      stopRenewing()
      await payload.delete({ collection: IMPORT_LOCKS, id: lock.id, overrideAccess: true }).catch(() => undefined)
    },
  }
}
