import { transform } from '@payloadcms/db-mongodb/internal'
import type { Payload } from 'payload'
import type { Car } from '@/payload-types'

/**
 * The dealer's cars as they were before the import being switched in, for visitors while a
 * MongoDB switch applies (search-sync/feed/mongoStockSwitch.ts) or waits to be finished after
 * its process died: each batch keeps the cars it is about to change (null for a car it
 * creates) before it changes them, so the site reads the old stock whole until the switch
 * document is gone, and the new stock whole after. SQLite needs none of this: its switch is
 * one transaction.
 */
export const SWITCHES = 'stock_import_switches'
const PREVIOUS = 'stock_import_previous'

type Id = string | number
type Row = Record<string, unknown>
type Previous = { _id: string; tenant: string; importId: string; carId: string; car: Row | null }
type RawCollection = {
  findOne: (filter: Row, options?: object) => Promise<Row | null>
  find: (filter: Row, options?: object) => { toArray: () => Promise<Row[]> }
  bulkWrite: (ops: Row[], options?: object) => Promise<unknown>
  deleteMany: (filter: Row, options?: object) => Promise<unknown>
  createIndex: (spec: Row) => Promise<unknown>
}
type MongoAdapter = { connection: { db: { collection: (name: string) => RawCollection } } }

const collection = (payload: Payload, name: string) =>
  (payload.db as unknown as MongoAdapter).connection.db.collection(name)
const previousId = (importId: string, carId: string) => `${importId}:${carId}`

/** The indexes visitors' reads use: a dealer's kept cars, and a kept car by its slug. */
export async function indexPrevious(payload: Payload) {
  await collection(payload, PREVIOUS).createIndex({ importId: 1, tenant: 1 })
  await collection(payload, PREVIOUS).createIndex({ importId: 1, 'car.slug': 1 })
}

/** Keeps `cars` (raw documents, by the id of each car the batch changes; null: created) before the batch writes. */
export async function keepPrevious(
  payload: Payload,
  tenant: string,
  importId: string,
  cars: Map<string, Row | null>,
  session?: unknown,
) {
  if (!cars.size) return
  // $setOnInsert: a batch applied again after a crash keeps the image taken before its first try.
  const ops = [...cars].map(([carId, car]) => ({
    updateOne: {
      filter: { _id: previousId(importId, carId) },
      update: { $setOnInsert: { tenant, importId, carId, car } },
      upsert: true,
    },
  }))
  await collection(payload, PREVIOUS).bulkWrite(ops, { session, ordered: false })
}

/** Drops what switches of this dealer other than `keep` kept (applied whole, or never committed). */
export async function forgetPrevious(payload: Payload, tenant: string, keep?: string) {
  await collection(payload, PREVIOUS).deleteMany(keep ? { tenant, importId: { $ne: keep } } : { tenant })
}

/** The import whose switch is committed and not applied whole for this dealer, if any. */
export async function switchingImport(payload: Payload, tenantId: Id): Promise<string | null> {
  if (payload.db.name !== 'mongoose') return null
  const pending = await collection(payload, SWITCHES).findOne({ _id: String(tenantId) })
  return pending ? String(pending.importId) : null
}

/** A kept raw car (read for this call only: changed in place) in the shape the Local API gives (depth 0). */
function asCar(payload: Payload, car: Row): Car {
  transform({
    adapter: payload.db as never,
    data: car,
    fields: payload.collections.cars.config.fields,
    operation: 'read',
  })
  return car as unknown as Car
}

async function keptFor(payload: Payload, importId: string, filter: Row): Promise<Previous[]> {
  return (await collection(payload, PREVIOUS)
    .find({ importId, ...filter })
    .toArray()) as unknown as Previous[]
}

/**
 * The dealer's stored cars (read just now) as visitors see them: while a switch applies, each
 * car the switch has changed as it was, and none it has created; otherwise as they are.
 */
export async function carsAsVisitorsSee(payload: Payload, tenantId: Id, cars: Car[]): Promise<Car[]> {
  const importId = await switchingImport(payload, tenantId)
  if (!importId) return cars
  const kept = new Map(
    (await keptFor(payload, importId, { tenant: String(tenantId) })).map((doc) => [doc.carId, doc.car]),
  )
  return cars.flatMap((car) => {
    if (!kept.has(String(car.id))) return [car]
    const previous = kept.get(String(car.id))
    return previous ? [asCar(payload, previous)] : []
  })
}

/**
 * The car at `slug` as visitors see it (see carsAsVisitorsSee): while a switch applies, a car
 * that had this slug before it, and not one that took the slug since.
 */
export async function carAsVisitorsSee(
  payload: Payload,
  tenantId: Id,
  slug: string,
  stored: Car | undefined,
): Promise<Car | undefined> {
  const importId = await switchingImport(payload, tenantId)
  if (!importId) return stored
  const [before] = await keptFor(payload, importId, { tenant: String(tenantId), 'car.slug': slug })
  if (before?.car) return asCar(payload, before.car)
  if (!stored) return undefined
  const [changed] = await keptFor(payload, importId, { _id: previousId(importId, String(stored.id)) })
  return changed ? undefined : stored
}
