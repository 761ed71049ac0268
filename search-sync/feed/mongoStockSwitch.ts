import { randomBytes } from 'node:crypto'
import { transform } from '@payloadcms/db-mongodb/internal'
import type { Payload } from 'payload'
import { forgetPrevious, indexPrevious, keepPrevious, SWITCHES } from '@/database/mongo/previousStock'
import { whileTransient } from '@/database/transientWrites'
import type { StockChanges, StockWriteResult } from './stockChanges'

/**
 * The stock import's writes on MongoDB, in three steps with bounded work in each, so that an
 * import of any size finishes (MongoDB aborts a transaction after 60 s and advises at most
 * 1,000 documents in one) and an interruption at any point is finished or undone:
 *
 * 1. Staging: every change goes into the staging collection, STAGE_BATCH at a time, under the
 *    import's id. Nothing visitors read changes; an import that stops here is discarded by
 *    the next one.
 * 2. The commit: ONE document, the dealer's switch, names the staged import. Written at once
 *    (a single-document write is atomic on every MongoDB), it is the point of no return.
 * 3. Applying: the staged changes go into the cars STAGE_BATCH at a time, each batch and the
 *    removal of its staged records in one transaction where the server has them (a conflict
 *    with an editor's save is tried again). Every write is idempotent (updates set the feed's
 *    fields only, new cars are upserted by the id given them when staged), so an import
 *    stopped while applying is finished by the next run, with nothing duplicated.
 *
 * Each batch keeps the cars it changes as they were (src/database/mongo/previousStock.ts), so
 * visitors read the old stock whole until the switch document is gone, even while a stopped
 * switch waits for the next run; the search index follows once every batch is in.
 */
export const STAGE_BATCH = 250

const STAGE = 'stock_import_stage'
/** How long a batch is tried again while MongoDB reports a transient conflict. */
const CONFLICT_WAIT_MS = 30_000

type Id = string | number
type Row = Record<string, unknown>
/** A staged change; its id is `<import>:<seq>`, so a batch is read by ids, without a sort or a scan. */
type Staged = { _id: string; importId: string; op: 'write' | 'sell'; carId: string; data: Row | null }
type Session = { withTransaction?: unknown; endSession: () => Promise<void> }
type RawCollection = {
  insertMany: (docs: Row[], options?: object) => Promise<unknown>
  find: (filter: Row, options?: object) => { toArray: () => Promise<Row[]> }
  deleteMany: (filter: Row, options?: object) => Promise<unknown>
  findOne: (filter: Row) => Promise<Row | null>
  replaceOne: (filter: Row, doc: Row, options?: object) => Promise<unknown>
  createIndex: (spec: Row) => Promise<unknown>
}
type MongoAdapter = {
  name: string
  connection: { db: { collection: (name: string) => RawCollection }; getClient: () => { startSession: () => Session } }
  collections: Record<
    string,
    {
      bulkWrite: (ops: Row[], options?: object) => Promise<unknown>
      find: (filter: Row, projection: null, options: object) => Promise<Row[]>
    }
  >
  /** false when the server has no transactions (no replica set): Payload turns them off. */
  transactionOptions: object | false
}

const newId = () => randomBytes(12).toString('hex')
const stagedId = (importId: string, seq: number) => `${importId}:${seq}`

/** Array rows carry their own ids, as Payload gives them on a save. */
const withRowIds = (data: Row): Row =>
  Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      Array.isArray(value) && value.every((item) => item && typeof item === 'object')
        ? value.map((item: Row) => ({ id: newId(), ...item }))
        : value,
    ]),
  )

export class MongoStockSwitch {
  private readonly adapter: MongoAdapter
  private readonly tenant: string

  constructor(
    private readonly payload: Payload,
    tenantId: Id,
  ) {
    this.adapter = payload.db as unknown as MongoAdapter
    this.tenant = String(tenantId)
  }

  static applies = (payload: Payload) => payload.db.name === 'mongoose'

  /** The dealers with a committed import that has not been applied whole (its process stopped). */
  static async interrupted(payload: Payload): Promise<string[]> {
    const switches = (payload.db as unknown as MongoAdapter).connection.db.collection(SWITCHES)
    return (await switches.find({}, { projection: { _id: 1 } }).toArray()).map((doc) => String(doc._id))
  }

  private stage = () => this.adapter.connection.db.collection(STAGE)
  private switches = () => this.adapter.connection.db.collection(SWITCHES)

  /** Stages the changes, commits them with one write, then applies them; the ids of the cars changed. */
  async write(changes: StockChanges, now: Date): Promise<StockWriteResult> {
    const started = Date.now()
    const at = now.toISOString()
    const importId = newId()
    const longest = { ms: 0 }
    let batches = 0
    let seq = 0
    let batch: Staged[] = []
    const flush = async () => {
      if (!batch.length) return
      const begun = Date.now()
      await this.stage().insertMany(batch.map((doc) => ({ ...doc, tenant: this.tenant })))
      longest.ms = Math.max(longest.ms, Date.now() - begun)
      batches++
      batch = []
    }
    await this.stage().createIndex({ tenant: 1 })
    await indexPrevious(this.payload)
    for await (const { id, car } of changes.cars) {
      const data =
        id === null
          ? { ...car, tenant: this.tenant, hideFromWebsite: false, featured: false, createdAt: at, updatedAt: at }
          : { ...car, updatedAt: at }
      batch.push({
        _id: stagedId(importId, seq++),
        importId,
        op: 'write',
        carId: id === null ? newId() : String(id),
        data: withRowIds(data),
      })
      if (batch.length === STAGE_BATCH) await flush()
    }
    for (const id of changes.removals) {
      batch.push({ _id: stagedId(importId, seq++), importId, op: 'sell', carId: String(id), data: null })
      if (batch.length === STAGE_BATCH) await flush()
    }
    await flush()
    // The point of no return: from here the import is finished, by this run or the next.
    await this.switches().replaceOne(
      { _id: this.tenant },
      { _id: this.tenant, importId, at, staged: seq },
      { upsert: true },
    )
    const switchStarted = Date.now()
    const applied = await this.apply(importId, at, seq)
    const switchMs = Date.now() - switchStarted
    return {
      touched: applied.touched,
      startedAt: started,
      timings: {
        totalMs: Date.now() - started,
        switchMs,
        longestWriteMs: Math.max(longest.ms, applied.longestMs),
        batches: batches + applied.batches + 1,
      },
    }
  }

  /**
   * What an interrupted import left: a committed one is finished, anything staged and not
   * committed is discarded. Runs under the dealer's import lock, before the next import reads
   * the stored stock to plan its changes.
   */
  async recover(): Promise<{ finished: number }> {
    const pending = await this.switches().findOne({ _id: this.tenant })
    let finished = 0
    if (pending) {
      const applied = await this.apply(String(pending.importId), String(pending.at), Number(pending.staged))
      finished = applied.touched.length
    }
    await this.stage().deleteMany({ tenant: this.tenant })
    await forgetPrevious(this.payload, this.tenant)
    return { finished }
  }

  /** Applies the `count` staged changes of an import in order; those applied already are gone from the stage. */
  private async apply(importId: string, at: string, count: number) {
    const touched: Id[] = []
    let batches = 0
    let longestMs = 0
    for (let from = 0; from < count; from += STAGE_BATCH) {
      const ids = Array.from({ length: Math.min(STAGE_BATCH, count - from) }, (_, i) => stagedId(importId, from + i))
      const staged = (await this.stage()
        .find({ _id: { $in: ids } })
        .toArray()) as unknown as Staged[]
      if (!staged.length) continue
      staged.sort((a, b) => ids.indexOf(a._id) - ids.indexOf(b._id))
      const begun = Date.now()
      await whileTransient(() => this.inTransaction((session) => this.applyBatch(staged, at, session)), {
        maxWaitMs: CONFLICT_WAIT_MS,
      })
      longestMs = Math.max(longestMs, Date.now() - begun)
      batches++
      touched.push(...staged.map((doc) => doc.carId))
    }
    await this.switches().deleteMany({ _id: this.tenant, importId })
    await forgetPrevious(this.payload, this.tenant)
    return { touched, batches, longestMs }
  }

  private async applyBatch(staged: Staged[], at: string, session: Session | undefined) {
    const fields = this.payload.collections.cars.config.fields
    const cars = this.adapter.collections.cars!
    const current = await cars.find({ _id: { $in: staged.map((doc) => doc.carId) } }, null, { session, lean: true })
    const byId = new Map(current.map((car) => [String(car._id), car]))
    await keepPrevious(
      this.payload,
      this.tenant,
      staged[0]!.importId,
      new Map(staged.map((doc) => [doc.carId, byId.get(doc.carId) ?? null])),
      session,
    )
    const ops = staged.map((doc) => {
      const set: Row =
        doc.op === 'sell' ? { status: 'sold', soldAt: at, updatedAt: at, feedFingerprint: null } : { ...doc.data }
      transform({ adapter: this.payload.db as never, data: set, fields, operation: 'write' })
      // An update sets the feed's fields only: the editor's overrides stay as they are. A new
      // car is upserted by the id it was given when staged, so applying it twice is harmless.
      return {
        updateOne: {
          filter: { _id: doc.carId },
          update: { $set: set },
          upsert: doc.op === 'write' && doc.data?.tenant !== undefined,
          timestamps: false,
        },
      }
    })
    await cars.bulkWrite(ops, { session, ordered: true })
    await this.stage().deleteMany({ _id: { $in: staged.map((doc) => doc._id) } }, { session })
  }

  /** `work` in one transaction where the server has them; otherwise as it is (every write here is idempotent). */
  private async inTransaction(work: (session: Session | undefined) => Promise<void>) {
    if (this.adapter.transactionOptions === false) return work(undefined)
    const session = this.adapter.connection.getClient().startSession()
    try {
      await (session.withTransaction as (fn: () => Promise<void>) => Promise<void>)(() => work(session))
    } finally {
      await session.endSession()
    }
  }
}
