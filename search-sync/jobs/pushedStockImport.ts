import { gunzipSync, gzipSync } from 'node:zlib'
import type { Payload, TaskConfig } from 'payload'
import type { Tenant } from '@/payload-types'
import type { ImportReport } from '../feed/importStock'
import { parseFeed } from '../feed/parseFeed'
import { recordFailedSync, syncDealerStock } from '../syncDealerStock'

/** The collection that holds queued pushes (collections/system/stockPushes.ts). */
export const STOCK_PUSHES = 'stock-pushes'

/**
 * A push of more cars than this is imported by the stock queue, not while the dealer
 * management system waits: 10,000 cars take longer than many HTTP clients wait.
 */
export const PUSH_INLINE_LIMIT = 1_000

/** Keeps a pushed feed for the stock queue; answers the job's id. */
export async function queuePushedStock(
  payload: Payload,
  tenant: Tenant,
  body: string,
  records: number,
  full: boolean,
): Promise<string | number> {
  const push = await payload.create({
    collection: STOCK_PUSHES,
    data: { tenant: tenant.id, full, records, status: 'queued', feed: gzipSync(body).toString('base64') },
    overrideAccess: true,
  })
  const job = await payload.jobs.queue({ task: 'importPushedStock', input: { push: String(push.id) }, queue: 'stock' })
  return job.id
}

/** Imports a queued push; the report goes on the push and in the dealer's import history. */
export async function importPushedStock(
  payload: Payload,
  pushId: string,
  now = new Date(),
): Promise<ImportReport | { failed: string }> {
  const push = await payload.findByID({ collection: STOCK_PUSHES, id: pushId, depth: 0, overrideAccess: true })
  const tenant = await payload.findByID({
    collection: 'tenants',
    id: typeof push.tenant === 'object' ? push.tenant.id : push.tenant,
    depth: 0,
    overrideAccess: true,
  })
  let outcome: ImportReport | { failed: string }
  try {
    const records = parseFeed(gunzipSync(Buffer.from(push.feed ?? '', 'base64')).toString('utf8'), 'json')
    outcome = await syncDealerStock(payload, tenant, records, 'queued-push', { full: push.full, now })
  } catch (error) {
    outcome = { failed: (error as Error).message }
    await recordFailedSync(payload, tenant, 'queued-push', error as Error, { now })
  }
  const status = 'failed' in outcome ? 'failed' : outcome.refused ? 'refused' : 'imported'
  await payload.update({
    collection: STOCK_PUSHES,
    id: push.id,
    data: { status, report: outcome, feed: null },
    overrideAccess: true,
  })
  return outcome
}

export const importPushedStockTask: TaskConfig<'importPushedStock'> = {
  slug: 'importPushedStock',
  label: 'Import a pushed stock feed',
  retries: 0,
  inputSchema: [{ name: 'push', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  handler: async ({ input, req }) => {
    const outcome = await importPushedStock(req.payload, input.push)
    return { output: { status: 'failed' in outcome ? `failed: ${outcome.failed}` : (outcome.refused ?? 'imported') } }
  },
}
