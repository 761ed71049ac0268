import type { Payload, TaskConfig } from 'payload'
import type { StockImport } from '@/payload-types'
import { idOf } from '@/domain/ids'
import { CONTENT_EDITOR_ROLES, hasTenantRole, isPlatformAdmin, TENANT_ROLES, type RoleBearer } from '@tenants/roles'
import { findTenantBySlug } from '@tenants/resolveTenant'
import { openFeed } from '../feed/stockFeed'
import { markImportRunning, openImportRecord, STOCK_IMPORTS, unfinishedImport } from '../importHistory'
import { recordFailedSync, syncDealerStock } from '../syncDealerStock'

export type SyncNowAnswer = { status: number; body: { import?: string; error?: string } }

/**
 * "Sync now" on the admin's Stock page: queues an import of the dealer's feed source on the
 * stock queue and opens its history record (queued), which the page follows until the import
 * has finished. Editors and dealer admins of the dealer may ask, and the platform admin; one
 * import per dealer waits at a time (a second press answers the one already under way).
 */
export async function requestSyncNow(
  payload: Payload,
  user: (RoleBearer & { email?: string }) | null,
  slug: string,
): Promise<SyncNowAnswer> {
  if (!user) return { status: 401, body: { error: 'Sign in to the admin first.' } }
  const tenant = await findTenantBySlug(payload, slug)
  // A dealer the user does not work for gets the same answer as one that does not exist.
  if (!tenant || !(isPlatformAdmin(user) || hasTenantRole(user, tenant.id, TENANT_ROLES)))
    return { status: 404, body: { error: 'No dealer site of yours has that name.' } }
  if (!isPlatformAdmin(user) && !hasTenantRole(user, tenant.id, CONTENT_EDITOR_ROLES))
    return { status: 403, body: { error: 'Viewers see the imports; an editor or dealer admin can start one.' } }
  if (!tenant.stock?.feedSource)
    return {
      status: 409,
      body: {
        error:
          'This dealer has no feed source to read: its stock arrives when its system pushes it. A platform admin can set a feed source in the dealer’s Stock settings.',
      },
    }
  const underWay = await unfinishedImport(payload, tenant.id)
  if (underWay) return { status: 202, body: { import: String(underWay.id) } }
  const record = await openImportRecord(payload, tenant, 'sync-now', { status: 'queued', requestedBy: user.email })
  await payload.jobs.queue({ task: 'syncStockNow', input: { import: String(record) }, queue: 'stock' })
  return { status: 202, body: { import: String(record) } }
}

/** Runs a queued Sync now: the dealer's feed source, as a full feed, like the nightly import. */
export async function runSyncNow(payload: Payload, importId: string): Promise<StockImport['status']> {
  const record = await payload.findByID({ collection: STOCK_IMPORTS, id: importId, depth: 0, overrideAccess: true })
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: idOf(record.tenant) ?? '',
    depth: 0,
    overrideAccess: true,
  })
  await markImportRunning(payload, record.id)
  try {
    const source = tenant.stock?.feedSource
    if (!source) throw new Error('The dealer no longer has a feed source.')
    const feed = await openFeed(source)
    const report = await syncDealerStock(payload, tenant, feed, 'sync-now', { record: record.id }).finally(() =>
      feed.close(),
    )
    return report.refused ? 'refused' : 'imported'
  } catch (error) {
    // An import that threw has closed its record already; one whose feed could not be opened has not.
    const latest = await payload.findByID({ collection: STOCK_IMPORTS, id: record.id, depth: 0, overrideAccess: true })
    if (latest.status === 'running')
      await recordFailedSync(payload, tenant, 'sync-now', error as Error, { record: record.id })
    return 'failed'
  }
}

export const syncStockNowTask: TaskConfig<'syncStockNow'> = {
  slug: 'syncStockNow',
  label: 'Sync now (one dealer’s stock)',
  retries: 0,
  inputSchema: [{ name: 'import', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  handler: async ({ input, req }) => ({ output: { status: await runSyncNow(req.payload, input.import) } }),
}
