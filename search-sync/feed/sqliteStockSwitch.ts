import { randomBytes } from 'node:crypto'
import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { whileLocked } from '@/database/sqlite/transactions'
import type { StockChanges, StockWriteResult } from './stockChanges'

/**
 * The stock import's writes on SQLite, which has one write lock for the whole database: a
 * 10,000-car import written as one transaction held it for a minute, and every lead and
 * save of that minute waited or failed. Here the import is written in two steps:
 *
 * 1. Staging: the new rows go, in short transactions of STAGE_BATCH cars, into the dealer's
 *    own staging tables (copies of the cars tables' columns). Visitors never read them, and
 *    other writers take the lock in a pause between batches.
 * 2. The switch: one transaction moves the staged rows into the cars tables with set-based
 *    statements inside SQLite (a few hundred milliseconds for 10,000 cars), and marks the
 *    cars that left the feed sold. Visitors see the old stock until it commits and the new
 *    stock after, never a mixture; a crash at any point leaves the old stock whole.
 *
 * The rows are written as Payload's SQLite schema stores them (column names from the
 * adapter's own table definitions, so a new field cannot be silently dropped: an unknown
 * key is an error). Feed rows are already validated (feedRow.ts), and cars have no hooks
 * that an import must run (indexing and cache expiry follow the commit).
 */
const STAGE_BATCH = 250
/**
 * The pause after each staged batch, with the lock free: a lead or an editor's save waiting
 * for it (polling every 50 ms at most) gets its turn, rather than finding the import back in
 * the lock each time it looks. 40 batches of a 10,000-car import wait 1 s in all.
 */
const OTHER_WRITERS_TURN_MS = 25

type Id = string | number
type SQL = ReturnType<typeof sql>
type Row = Record<string, unknown>
type Column = { name: string }
type Table = Record<string, unknown>
type Drizzle = { run: (query: SQL) => Promise<unknown>; all: <T = unknown>(query: SQL) => Promise<T[]> }
type Statement = { sql: string; args: (string | number | null)[] }
type SqliteAdapter = {
  name: string
  client: { batch: (statements: Statement[], mode: 'write') => Promise<unknown> }
  drizzle: Drizzle
  tables: Record<string, Table>
  sessions: Record<string, { db: Drizzle }>
  beginTransaction: () => Promise<Id | null>
  commitTransaction: (id: Id) => Promise<void>
  rollbackTransaction: (id: Id) => Promise<void>
}

const snake = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
const ident = (name: string) => sql.identifier(name)
const list = (names: string[], prefix?: string) =>
  sql.join(
    names.map((n) => (prefix ? sql`${ident(prefix)}.${ident(n)}` : ident(n))),
    sql`, `,
  )

/** A car's fields split into the cars row, its array tables' rows and its hasMany texts (Payload's SQLite layout). */
type Flattened = { row: Row; arrays: Record<string, Row[]>; texts: Row[] }

export class SqliteStockSwitch {
  private readonly adapter: SqliteAdapter
  private readonly stage: string
  private readonly fields: Map<string, { type: string; hasMany?: boolean }>
  /** What the staged rows write: updates change these and nothing else (never the editor's overrides). */
  private readonly written = {
    updateColumns: new Set<string>(),
    createColumns: new Set<string>(),
    arrays: new Set<string>(),
    textPaths: new Set<string>(),
  }

  constructor(
    private readonly payload: Payload,
    private readonly tenantId: Id,
  ) {
    this.adapter = payload.db as unknown as SqliteAdapter
    // One import per dealer at a time (the import lock), so the dealer's id names its staging area.
    this.stage = `_stock_stage_${String(tenantId).replace(/[^a-zA-Z0-9]/g, '')}`
    this.fields = new Map(
      payload.collections.cars.config.flattenedFields.map((f) => [f.name, f as { type: string; hasMany?: boolean }]),
    )
  }

  static applies = (payload: Payload) => payload.db.name === 'sqlite'

  /** Stages the changes, then switches them in at once; the ids of the cars changed. */
  async write(changes: StockChanges, now: Date): Promise<StockWriteResult> {
    const at = now.toISOString()
    const started = Date.now()
    await this.dropStage()
    try {
      const longest = { ms: 0 }
      const timed = async <T>(work: (db: Drizzle) => Promise<T>) => {
        const begun = Date.now()
        const result = await this.inTransaction(work)
        longest.ms = Math.max(longest.ms, Date.now() - begun)
        return result
      }
      const layout = await timed((db) => this.createStage(db))
      let batches = 0
      const batched = async (statements: Statement[]) => {
        const begun = Date.now()
        await this.runBatch(statements)
        longest.ms = Math.max(longest.ms, Date.now() - begun)
        batches++
        // Other writers' turn; and the database client frees each prepared statement only when
        // its wrapper is collected and the event loop turns: without a pause a 50,000-car
        // import kept about 700 MB of native memory until it ended.
        await new Promise((resolve) => setTimeout(resolve, OTHER_WRITERS_TURN_MS))
      }
      // Cars arrive from the feed's second read; a batch is made and written, then let go.
      let batch: { id: Id | null; data: Row }[] = []
      for await (const { id, car } of changes.cars) {
        batch.push({
          id,
          data:
            id === null
              ? { ...car, tenant: this.tenantId, hideFromWebsite: false, featured: false, createdAt: at, updatedAt: at }
              : { ...car, updatedAt: at },
        })
        if (batch.length === STAGE_BATCH) {
          await batched(this.stageBatch(layout, batch))
          batch = []
        }
      }
      if (batch.length) await batched(this.stageBatch(layout, batch))
      for (let start = 0; start < changes.removals.length; start += STAGE_BATCH) {
        await batched(
          insertStatements(
            `${this.stage}_removals`,
            changes.removals.slice(start, start + STAGE_BATCH).map((id) => ({ id })),
          ),
        )
      }
      const switchStarted = Date.now()
      const touched = await this.inTransaction((db) => this.switchIn(db, at))
      const switchMs = Date.now() - switchStarted
      return {
        touched,
        startedAt: started,
        timings: {
          totalMs: Date.now() - started,
          switchMs,
          longestWriteMs: Math.max(longest.ms, switchMs),
          batches: batches + 1,
        },
      }
    } finally {
      await this.dropStage().catch(() => undefined)
    }
  }

  private async inTransaction<T>(work: (db: Drizzle) => Promise<T>): Promise<T> {
    const id = await this.adapter.beginTransaction()
    if (id === null || id === undefined)
      throw new Error('The database did not start a transaction for the stock import.')
    try {
      const result = await work(this.adapter.sessions[String(id)]!.db)
      await this.adapter.commitTransaction(id)
      return result
    } catch (error) {
      await this.adapter.rollbackTransaction(id)
      throw error
    }
  }

  /** The cars tables this import writes: the cars table, its array tables and its hasMany texts. */
  private arrayTables = () =>
    Object.keys(this.adapter.tables).filter(
      (name) =>
        name.startsWith('cars_') &&
        name !== 'cars_texts' &&
        name !== 'cars_rels' &&
        '_parentID' in this.adapter.tables[name]!,
    )

  private column(table: string, key: string): string {
    const column = this.adapter.tables[table]?.[key] as Column | undefined
    if (!column?.name)
      throw new Error(
        `The stock import cannot write "${key}": the ${table} table has no such column (is the schema migrated?).`,
      )
    return column.name
  }

  private flatten(data: Row): Flattened {
    const out: Flattened = { row: {}, arrays: {}, texts: [] }
    for (const [key, value] of Object.entries(data)) {
      const field = this.fields.get(key)
      if (field?.type === 'array') {
        const table = `cars_${snake(key)}`
        this.written.arrays.add(table)
        out.arrays[table] = ((value ?? []) as Row[]).map((item, i) => ({
          _order: i + 1,
          id: randomBytes(12).toString('hex'),
          ...item,
        }))
      } else if (field?.type === 'text' && field.hasMany) {
        this.written.textPaths.add(key)
        ;((value ?? []) as string[]).forEach((text, i) => out.texts.push({ order: i + 1, path: key, text }))
      } else if (field?.type === 'group') {
        for (const [sub, v] of Object.entries((value ?? {}) as Row)) out.row[`${key}_${sub}`] = v
      } else {
        out.row[key] =
          field?.type === 'date' && typeof value === 'string' && !Number.isNaN(Date.parse(value))
            ? new Date(value).toISOString()
            : value
      }
    }
    return out
  }

  private async createStage(db: Drizzle) {
    const arrays = this.arrayTables()
    await db.run(sql`CREATE TABLE ${ident(`${this.stage}_cars`)} AS SELECT * FROM ${ident('cars')} WHERE 0`)
    for (const table of arrays) {
      await db.run(
        sql`CREATE TABLE ${ident(`${this.stage}_${table}`)} AS SELECT *, '' AS stage_stock_number FROM ${ident(table)} WHERE 0`,
      )
    }
    await db.run(
      sql`CREATE TABLE ${ident(`${this.stage}_cars_texts`)} AS SELECT *, '' AS stage_stock_number FROM ${ident('cars_texts')} WHERE 0`,
    )
    await db.run(sql`CREATE TABLE ${ident(`${this.stage}_removals`)} (id)`)
    return { arrays }
  }

  private stageBatch(layout: { arrays: string[] }, batch: { id: Id | null; data: Row }[]): Statement[] {
    const cars: Row[] = []
    const arrays: Record<string, Row[]> = Object.fromEntries(layout.arrays.map((t) => [t, []]))
    const texts: Row[] = []
    for (const { id, data } of batch) {
      const flat = this.flatten(data)
      const stockNumber = String(data.stockNumber)
      const row = Object.fromEntries(Object.entries(flat.row).map(([k, v]) => [this.column('cars', k), v]))
      for (const column of Object.keys(row))
        (id === null ? this.written.createColumns : this.written.updateColumns).add(column)
      cars.push({ ...row, id })
      for (const [table, rows] of Object.entries(flat.arrays)) {
        if (!arrays[table]) throw new Error(`The stock import cannot write the array table ${table}.`)
        for (const row of rows)
          arrays[table]!.push({
            ...Object.fromEntries(Object.entries(row).map(([k, v]) => [this.column(table, k), v])),
            stage_stock_number: stockNumber,
          })
      }
      for (const row of flat.texts) texts.push({ ...row, stage_stock_number: stockNumber })
    }
    return [
      ...insertStatements(`${this.stage}_cars`, cars),
      ...Object.entries(arrays).flatMap(([table, rows]) => insertStatements(`${this.stage}_${table}`, rows)),
      ...insertStatements(`${this.stage}_cars_texts`, texts),
    ]
  }

  /**
   * Runs statements as one short write transaction on the database client itself (binding
   * thousands of values through the query builder cost more than the writes). A lock held by
   * another writer is waited for, without blocking the process, as for every transaction.
   */
  private async runBatch(statements: Statement[]): Promise<void> {
    await whileLocked(() => this.adapter.client.batch(statements, 'write'))
  }

  /** The switch: one transaction of set-based statements; the ids of every car it changed. */
  private async switchIn(db: Drizzle, at: string): Promise<Id[]> {
    const stageCars = ident(`${this.stage}_cars`)
    const tenant = this.tenantId
    // Updates write the feed's fields only (what the staged updates carry): the editor's
    // overrides, the dealer and the creation date stay as they are.
    const updated = [...this.written.updateColumns]
    if (updated.length) {
      await db.run(
        sql`UPDATE ${ident('cars')} SET ${sql.join(
          updated.map((c) => sql`${ident(c)} = s.${ident(c)}`),
          sql`, `,
        )} FROM ${stageCars} AS s WHERE ${ident('cars')}.id = s.id`,
      )
    }
    const inserted = [...this.written.createColumns]
    if (inserted.length)
      await db.run(
        sql`INSERT INTO ${ident('cars')} (${list(inserted)}) SELECT ${list(inserted)} FROM ${stageCars} WHERE id IS NULL`,
      )
    const changed = sql`SELECT c.id FROM ${ident('cars')} AS c JOIN ${stageCars} AS s ON c.tenant_id = ${tenant} AND c.stock_number = s.stock_number`
    const tables = [...this.written.arrays, ...(this.written.textPaths.size ? ['cars_texts'] : [])]
    for (const table of tables) {
      const parent = table === 'cars_texts' ? 'parent_id' : '_parent_id'
      const stageTable = `${this.stage}_${table}`
      const stagedCols = (await stagedColumns(db, stageTable)).filter(
        (c) => c !== 'stage_stock_number' && c !== parent && !(table === 'cars_texts' && c === 'id'),
      )
      await db.run(
        sql`DELETE FROM ${ident(table)} WHERE ${ident(parent)} IN (${changed})${
          table === 'cars_texts'
            ? sql` AND path IN (${sql.join(
                [...this.written.textPaths].map((p) => sql`${p}`),
                sql`, `,
              )})`
            : sql``
        }`,
      )
      await db.run(
        sql`INSERT INTO ${ident(table)} (${ident(parent)}, ${list(stagedCols)}) SELECT c.id, ${list(stagedCols, 's')} FROM ${ident(stageTable)} AS s JOIN ${ident('cars')} AS c ON c.tenant_id = ${tenant} AND c.stock_number = s.stage_stock_number`,
      )
    }
    const removals = ident(`${this.stage}_removals`)
    await db.run(
      sql`UPDATE ${ident('cars')} SET status = 'sold', sold_at = ${at}, updated_at = ${at}, feed_fingerprint = NULL WHERE id IN (SELECT id FROM ${removals})`,
    )
    const rows = await db.all<{ id: Id }>(sql`${changed} UNION SELECT id FROM ${removals}`)
    return rows.map((row) => row.id)
  }

  private async dropStage() {
    const { drizzle } = this.adapter
    const tables = await drizzle.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE ${`${this.stage}_%`}`,
    )
    if (tables.length === 0) return
    await this.inTransaction(async (db) => {
      for (const { name } of tables) await db.run(sql`DROP TABLE IF EXISTS ${ident(name)}`)
    })
  }
}

async function stagedColumns(db: Drizzle, table: string): Promise<string[]> {
  const rows = await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table})`)
  return rows.map((row) => row.name)
}

/**
 * Values bound per statement (SQLite allows 32,766). Each prepared statement holds native
 * memory in proportion to its size until it is collected, so statements are kept small.
 */
const MAX_VALUES = 2_000

const encode = (value: unknown) =>
  typeof value === 'boolean' ? (value ? 1 : 0) : ((value ?? null) as string | number | null)

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Multi-row INSERTs of `rows` into `table`, within SQLite's limit of bound values. */
function insertStatements(table: string, rows: Row[]): Statement[] {
  if (rows.length === 0) return []
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const perStatement = Math.max(1, Math.floor(MAX_VALUES / columns.length))
  const tuple = `(${columns.map(() => '?').join(', ')})`
  const statements: Statement[] = []
  for (let start = 0; start < rows.length; start += perStatement) {
    const chunk = rows.slice(start, start + perStatement)
    statements.push({
      sql: `INSERT INTO ${quote(table)} (${columns.map(quote).join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      args: chunk.flatMap((row) => columns.map((c) => encode(row[c]))),
    })
  }
  return statements
}
