import { hostname } from 'node:os'
import type { Payload } from 'payload'
import { repeatEvery } from '@/lib/repeating'

/** The collection that holds the locks (collections/system/importLocks.ts). */
export const IMPORT_LOCKS = 'import-locks'

/** How long a lock holds without renewal; a running import renews it every third of that. */
export const IMPORT_LEASE_MS = 5 * 60 * 1000

export type ImportLock = { release: () => Promise<void> }

/** Whether a lock's holder (`host:pid`) was a process of this machine that has ended. */
export function holderIsGone(holder: string, host = hostname()): boolean {
  const at = holder.lastIndexOf(':')
  const pid = Number(holder.slice(at + 1))
  if (holder.slice(0, at) !== host || !Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return false
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * Takes the dealer's import lock, or answers who holds it. Two imports of one dealer at once
 * (a CLI run during the nightly job, two DMS pushes) lost each other's writes. A lock left by
 * an import that died expires after IMPORT_LEASE_MS and is then taken over; at once when
 * the import ran on this machine and its process is gone.
 */
export async function takeImportLock(
  payload: Payload,
  tenantId: string | number,
  now = () => new Date(),
): Promise<ImportLock | { heldBy: string; since: string }> {
  const expiry = () => new Date(now().getTime() + IMPORT_LEASE_MS).toISOString()
  await payload.delete({
    collection: IMPORT_LOCKS,
    where: { and: [{ tenant: { equals: tenantId } }, { expiresAt: { less_than: now().toISOString() } }] },
    overrideAccess: true,
  })
  // A lock held by a process of this machine that no longer runs (an import killed outright)
  // is taken over at once instead of blocking the dealer's imports until it expires.
  const { docs: held } = await payload.find({
    collection: IMPORT_LOCKS,
    where: { tenant: { equals: tenantId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (held[0] && holderIsGone(held[0].holder))
    await payload.delete({ collection: IMPORT_LOCKS, id: held[0].id, overrideAccess: true })
  let lock
  try {
    lock = await payload.create({
      collection: IMPORT_LOCKS,
      data: { tenant: tenantId as number, holder: `${hostname()}:${process.pid}`, expiresAt: expiry() },
      overrideAccess: true,
    })
  } catch (error) {
    const { docs } = await payload.find({
      collection: IMPORT_LOCKS,
      where: { tenant: { equals: tenantId } },
      depth: 0,
      limit: 1,
      overrideAccess: true,
    })
    if (!docs[0]) throw error
    return { heldBy: docs[0].holder, since: docs[0].createdAt }
  }
  const stopRenewing = repeatEvery(
    IMPORT_LEASE_MS / 3,
    () =>
      payload.update({ collection: IMPORT_LOCKS, id: lock.id, data: { expiresAt: expiry() }, overrideAccess: true }),
    (err) => payload.logger.error({ err, msg: 'Could not renew the stock import lock' }),
  )
  return {
    release: async () => {
      stopRenewing()
      await payload.delete({ collection: IMPORT_LOCKS, id: lock.id, overrideAccess: true }).catch(() => undefined)
    },
  }
}
