import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { MongoStockSwitch } from './mongoStockSwitch'
import { SqliteStockSwitch } from './sqliteStockSwitch'
import type { StockChanges, StockWriteResult } from './stockChanges'

/**
 * Writes the import's changes in the same three steps on every database: stage them in short
 * batches where visitors never look, commit with one write, switch them in. SQLite (one write
 * lock, local) switches in one short set-based transaction; MongoDB (60 s per transaction,
 * 1,000 documents advised) commits with one document and applies in idempotent batches that
 * the next run finishes if this one is stopped.
 */
export function writeStockChanges(
  payload: Payload,
  tenant: Tenant,
  changes: StockChanges,
  now: Date,
): Promise<StockWriteResult> {
  if (SqliteStockSwitch.applies(payload)) return new SqliteStockSwitch(payload, tenant.id).write(changes, now)
  if (MongoStockSwitch.applies(payload)) return new MongoStockSwitch(payload, tenant.id).write(changes, now)
  throw new Error(`The stock import has no write path for the ${payload.db.name} database adapter.`)
}

/** The dealers an interrupted import left with committed changes not yet applied whole. */
export async function dealersWithInterruptedWrites(payload: Payload): Promise<(string | number)[]> {
  return MongoStockSwitch.applies(payload) ? MongoStockSwitch.interrupted(payload) : []
}

/**
 * Finishes or discards what an interrupted import left, before an import plans its changes
 * against the stored stock; the number of cars it changed. SQLite's switch is one
 * transaction (nothing to finish; its staging tables are dropped as each import begins).
 */
export async function finishInterruptedWrite(payload: Payload, tenant: Tenant): Promise<number> {
  if (!MongoStockSwitch.applies(payload)) return 0
  return (await new MongoStockSwitch(payload, tenant.id).recover()).finished
}
