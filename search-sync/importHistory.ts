import type { Payload } from 'payload'
import type { StockImport, Tenant } from '@/payload-types'
import type { ImportReport } from './feed/importStock'
import { startOfDay } from '@/domain/dates'
import { nextScheduledTry } from '@/domain/syncSchedule'

/** The collection that keeps every stock import of every dealer (collections/StockImports). */
export const STOCK_IMPORTS = 'stock-imports'

/** How a feed arrived, as staff read it on the Stock page. */
export const STOCK_ARRIVALS = {
  nightly: 'Nightly import',
  push: 'Pushed by the dealer’s system',
  'queued-push': 'Large push from the dealer’s system',
  'command-line': 'Command line',
  'sync-now': 'Sync now',
} as const
export type StockArrival = keyof typeof STOCK_ARRIVALS

export const IMPORT_STATUSES = {
  queued: 'Queued',
  running: 'Running',
  imported: 'Imported',
  refused: 'Refused: stock kept',
  failed: 'Failed',
} as const
export type ImportStatus = keyof typeof IMPORT_STATUSES

/** Rejected rows kept on a record: enough to find the pattern, never a whole broken feed. */
export const REJECTED_ROWS_KEPT = 100

type Id = StockImport['id']

/** Opens a record for an import that is about to run (or, for Sync now, is queued); answers its id. */
export async function openImportRecord(
  payload: Payload,
  tenant: Tenant,
  arrival: StockArrival,
  {
    status = 'running',
    requestedBy,
    now = new Date(),
  }: { status?: 'queued' | 'running'; requestedBy?: string; now?: Date },
): Promise<Id> {
  const record = await payload.create({
    collection: STOCK_IMPORTS,
    data: {
      tenant: tenant.id,
      arrival,
      status,
      requestedBy,
      ...(status === 'running' ? { startedAt: now.toISOString() } : {}),
    },
    overrideAccess: true,
  })
  return record.id
}

/** A queued import starts: staff watching the Stock page see it running. */
export async function markImportRunning(payload: Payload, id: Id, now = new Date()): Promise<void> {
  await payload.update({
    collection: STOCK_IMPORTS,
    id,
    data: { status: 'running', startedAt: now.toISOString() },
    overrideAccess: true,
  })
}

/** Closes a record with what the import did, or why it did not run. */
export async function closeImportRecord(
  payload: Payload,
  id: Id,
  outcome: ImportReport | { failed: string },
  now = new Date(),
): Promise<void> {
  const finishedAt = now.toISOString()
  const data: Partial<StockImport> =
    'failed' in outcome
      ? { status: 'failed', message: outcome.failed, finishedAt }
      : {
          status: outcome.refused ? 'refused' : 'imported',
          finishedAt,
          received: outcome.received,
          created: outcome.created,
          updated: outcome.updated,
          unchanged: outcome.unchanged,
          markedSold: outcome.markedSold,
          wouldMarkSold: outcome.wouldMarkSold ?? null,
          rejectedCount: outcome.rejected.length,
          rejected: outcome.rejected.slice(0, REJECTED_ROWS_KEPT).map((row) => ({
            line: row.line,
            stockNumber: row.stockNumber ?? null,
            reason: row.problems.join('; '),
          })),
          message: [outcome.refused, outcome.indexProblem].filter(Boolean).join(' ') || null,
        }
  await payload.update({ collection: STOCK_IMPORTS, id, data, overrideAccess: true })
}

/** When the dealer's imports that arrived one way failed since `since`, oldest first. */
async function failedImportsSince(
  payload: Payload,
  tenantId: Tenant['id'],
  arrival: StockArrival,
  since: Date,
): Promise<Date[]> {
  const { docs } = await payload.find({
    collection: STOCK_IMPORTS,
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { arrival: { equals: arrival } },
        { status: { equals: 'failed' } },
        { startedAt: { greater_than_equal: since.toISOString() } },
      ],
    },
    sort: 'startedAt',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { finishedAt: true, startedAt: true },
  })
  return docs.map((doc) => new Date(doc.finishedAt ?? doc.startedAt!))
}

/**
 * Today's scheduled import of a dealer whose day is due: how often it failed today and when it
 * may run (now, later, or null when the day's tries are used up; see nextScheduledTry). The
 * nightly job runs it when that time has come; the Stock page says it.
 */
export async function scheduledTry(
  payload: Payload,
  tenant: Tenant,
  timeZone: string,
  now: Date,
): Promise<{ failures: number; next: Date | null }> {
  const failures = await failedImportsSince(payload, tenant.id, 'nightly', startOfDay(now, timeZone))
  return { failures: failures.length, next: nextScheduledTry(failures, now) }
}

/** The dealer's latest imports, newest first. */
export async function recentImports(payload: Payload, tenantId: Tenant['id'], limit = 10): Promise<StockImport[]> {
  const { docs } = await payload.find({
    collection: STOCK_IMPORTS,
    where: { tenant: { equals: tenantId } },
    sort: '-createdAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs
}

/**
 * An import queued or running for longer than this was cut off (its server restarted or
 * died): the Stock page says so, and it no longer holds back a Sync now.
 */
export const UNFINISHED_FOR_MS = 2 * 60 * 60 * 1000

/** The status to show: a queued or running import that has gone quiet for hours was interrupted. */
export function importStatusNow(record: Pick<StockImport, 'status' | 'createdAt'>, now = new Date()) {
  const unfinished = record.status === 'queued' || record.status === 'running'
  return unfinished && now.getTime() - Date.parse(record.createdAt) > UNFINISHED_FOR_MS ? 'interrupted' : record.status
}

/** An import of this dealer that is queued or running (so a second Sync now waits for it). */
export async function unfinishedImport(
  payload: Payload,
  tenantId: Tenant['id'],
  now = new Date(),
): Promise<StockImport | null> {
  const { docs } = await payload.find({
    collection: STOCK_IMPORTS,
    where: {
      and: [
        { tenant: { equals: tenantId } },
        { status: { in: ['queued', 'running'] } },
        { createdAt: { greater_than: new Date(now.getTime() - UNFINISHED_FOR_MS).toISOString() } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** How long the history keeps an import: a season of imports, whatever the feed's rhythm. */
export const IMPORT_HISTORY_DAYS = 90

/** Drops imports older than the history keeps (the nightly task calls it). */
export async function pruneImportHistory(payload: Payload, now = new Date()): Promise<void> {
  await payload.delete({
    collection: STOCK_IMPORTS,
    where: { createdAt: { less_than: new Date(now.getTime() - IMPORT_HISTORY_DAYS * 86_400_000).toISOString() } },
    overrideAccess: true,
  })
}
