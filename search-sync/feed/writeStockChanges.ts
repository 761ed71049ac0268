import type { Payload, PayloadRequest } from 'payload'
import type { Tenant } from '@/payload-types'
import { SqliteStockSwitch } from './sqliteStockSwitch'
import type { StockChanges, StockWriteResult } from './stockChanges'

type Id = string | number

/**
 * Writes the import's changes so that visitors see the old stock or the new, never a mixture.
 * SQLite (one write lock for the whole database) stages them in short transactions and
 * switches them in at once; other databases lock per document and write them in one transaction.
 */
export function writeStockChanges(
  payload: Payload,
  tenant: Tenant,
  changes: StockChanges,
  now: Date,
): Promise<StockWriteResult> {
  if (SqliteStockSwitch.applies(payload)) return new SqliteStockSwitch(payload, tenant.id).write(changes, now)
  return writeInOneTransaction(payload, tenant, changes, now)
}

async function writeInOneTransaction(
  payload: Payload,
  tenant: Tenant,
  changes: StockChanges,
  now: Date,
): Promise<StockWriteResult> {
  const started = Date.now()
  const transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  // Revalidation and indexing happen once, after the commit, not per car.
  const req = {
    transactionID,
    context: { disableRevalidate: true, skipSearchIndex: true, stockImport: true },
  } as unknown as PayloadRequest
  const touched: Id[] = []
  try {
    for await (const { id, car } of changes.cars) {
      if (id === null) {
        const created = await payload.create({
          collection: 'cars',
          data: { ...car, tenant: tenant.id } as never,
          overrideAccess: true,
          req,
          context: req.context,
        })
        touched.push(created.id)
      } else {
        await payload.update({
          collection: 'cars',
          id,
          data: car as never,
          overrideAccess: true,
          req,
          context: req.context,
        })
        touched.push(id)
      }
    }
    for (const id of changes.removals) {
      await payload.update({
        collection: 'cars',
        id,
        data: { status: 'sold', soldAt: now.toISOString(), feedFingerprint: null },
        overrideAccess: true,
        req,
        context: req.context,
      })
      touched.push(id)
    }
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  const ms = Date.now() - started
  return { touched, startedAt: started, timings: { totalMs: ms, switchMs: ms, longestWriteMs: ms, batches: 1 } }
}
