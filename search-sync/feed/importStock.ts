import type { Payload, PayloadRequest } from 'payload'
import type { Car, Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { expireTagsEverywhere } from '@/cache/sharedExpiry'
import { contentTag } from '@tenants/cacheTags'
import { configuredCarIndex } from '../index/carIndexSync'
import { reconcileCarIndex } from '../index/reconcileIndex'
import { feedFingerprint } from './feedFingerprint'
import { readFeedRecord } from './feedRow'
import { takeImportLock } from './importLock'
import { isBusy } from '@/config/sqliteTransactions'
import { SqliteStockSwitch } from './sqliteStockSwitch'
import { readCarPage } from '../storedCars'
import type { StagedCar, StockChanges, StockWriteResult, StockWriteTimings } from './stockChanges'
import type { FeedRecords } from './parseFeed'
import { feedOfRecords, isStockFeed, type StockFeed } from './stockFeed'

export type ImportOptions = {
  /** A full feed lists the whole stock: cars missing from it are marked sold. */
  full?: boolean
  /** Import even when the shrink guard would refuse the feed. */
  force?: boolean
  now?: Date
}

export type ImportReport = {
  tenant: string
  received: number
  created: number
  updated: number
  unchanged: number
  markedSold: number
  /** Listed cars the feed would take off sale (marked sold); set on every full import, refused or not. */
  wouldMarkSold?: number
  rejected: { line: number; stockNumber?: string; problems: string[] }[]
  /** Set when nothing was written, with the reason. */
  refused?: string
  /** How the writes went: the longest hold of the database's write lock and the switch to the new stock. */
  timings?: StockWriteTimings & {
    /** Reading, checking and matching the feed against the stored stock, before any write. */
    checkMs: number
    /** Bringing the search index level after the writes. */
    indexMs?: number
  }
  /** What the search index needed after the import: documents written and removed. */
  index?: { indexed: number; removed: number }
  /** Set when the stock was saved but the search index could not be brought level (the reconciler repairs it). */
  indexProblem?: string
}

type Id = string | number

/** Stock numbers are one car whatever their case and spacing (`OC00010`, `oc 00010`). */
export const stockKey = (stockNumber: string) => stockNumber.replace(/\s+/g, '').toUpperCase()

/** One line for the dealer's Stock settings: what the import did, or why it wrote nothing. */
export function importSummary(report: ImportReport): string {
  if (report.refused) return report.refused
  const first = report.rejected[0]
  return (
    `${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${report.markedSold} sold, ${report.rejected.length} rejected` +
    (first ? ` (first: line ${first.line}: ${first.problems.join('; ')})` : '') +
    (report.indexProblem ? `. ${report.indexProblem}` : '')
  )
}

const KEPT_AS_IT_WAS = 'the stored car was kept as it was'

/** What the import needs of a stored car: its keys, whether it is listed, and the digest of what the feed last said. */
type StoredCar = Pick<Car, 'id' | 'stockNumber' | 'vin' | 'status' | 'soldAt' | 'feedFingerprint'>
const STORED_PAGE = 5_000

async function storedStock(payload: Payload, tenantId: Id): Promise<StoredCar[]> {
  const cars: StoredCar[] = []
  for (let page = 1; ; page++) {
    const result = await readCarPage<StoredCar>(payload, {
      where: { tenant: { equals: tenantId } },
      select: { stockNumber: true, vin: true, status: true, soldAt: true, feedFingerprint: true },
      limit: STORED_PAGE,
      page,
    })
    // Copied into small objects: the adapter's documents, stripped to the selected fields,
    // keep about 3 KB each (50,000 of them were 160 MB); these keep a few hundred bytes.
    for (const { id, stockNumber, vin, status, soldAt, feedFingerprint } of result.docs)
      cars.push({ id, stockNumber, vin, status, soldAt, feedFingerprint })
    if (!result.hasNextPage) return cars
  }
}

/**
 * Imports one dealer's stock feed: validates every record (a bad record is reported with
 * its line and reasons, the good ones still import, and the stored car a bad or conflicting
 * row stands for is kept as it was), refuses an empty feed, or a full feed that would take
 * more than the dealer's share of the listed stock off sale, unless forced, then upserts by
 * stock number (case and spaces ignored; VIN as the fallback key) and, for a full feed,
 * marks cars that left the feed as sold. Nothing is written until the whole feed has been
 * read and checked; the writes are all or nothing (see writeStockChanges), so a crash
 * half-way leaves the stored stock as it was, and running the same feed again changes
 * nothing. Editor overrides are separate fields the feed never writes, so they survive.
 *
 * The feed is read twice and never held whole: the check keeps each row's keys, the write
 * reads the rows again and stages the changed cars a few hundred at a time.
 */
export async function importStock(
  payload: Payload,
  tenant: Tenant,
  input: FeedRecords | StockFeed,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    tenant: tenant.slug,
    received: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    markedSold: 0,
    rejected: [],
  }
  // One import per dealer at a time, whichever process or instance runs it.
  const lock = await takeImportLock(payload, tenant.id)
  if ('heldBy' in lock) {
    report.refused = `Another import of this dealer's stock is running (${lock.heldBy}, since ${lock.since}); nothing was written. Try again when it has finished.`
    return report
  }
  try {
    const feed = isStockFeed(input) ? input : feedOfRecords(input)
    return await importUnderLock(payload, tenant, feed, options, report)
  } finally {
    await lock.release()
  }
}

/** What the check keeps of one feed row: where it is, the car it names, and whether it is written. */
type PlannedRow = { line: number; stockNumber?: string; stock?: string; vin?: string; write: boolean }

/** The check's result: every row in feed order, and the stored car each written row updates. */
type StockPlan = { rows: PlannedRow[]; matches: Map<number, StoredCar>; removals: StoredCar[] }

const vinOf = (fields: Record<string, unknown>) =>
  typeof fields.vin === 'string' && fields.vin.trim() ? fields.vin.trim().toUpperCase() : undefined

async function importUnderLock(
  payload: Payload,
  tenant: Tenant,
  feed: StockFeed,
  options: ImportOptions,
  report: ImportReport,
): Promise<ImportReport> {
  const started = Date.now()
  const { full = true, force = false, now = new Date() } = options
  // The dealer's own limit (Stock settings): the share of the listed stock one full feed may take off sale.
  const { maxShrinkPercent, feedStatesCount } = siteSettings(tenant).stock
  const maxShrink = maxShrinkPercent / 100

  // Read every row, keeping its keys. Rows that name the same car twice (stock number,
  // ignoring case and spaces, or VIN) conflict: which one is right cannot be known, so
  // both are left out. Rejected rows keep the keys of the stored car they stand for.
  const rows: PlannedRow[] = []
  const problemsOf = new Map<number, string[]>()
  for await (const record of feed.records()) {
    const result = readFeedRecord(record.fields)
    if ('problems' in result) {
      const raw = record.fields.stocknum
      const stockNumber = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined
      const problems = [...result.problems]
      report.rejected.push({ line: record.line, stockNumber, problems })
      problemsOf.set(rows.length, problems)
      rows.push({
        line: record.line,
        stockNumber,
        stock: stockNumber ? stockKey(stockNumber) : undefined,
        vin: vinOf(record.fields),
        write: false,
      })
      continue
    }
    const { stockNumber, vin } = result.car
    rows.push({ line: record.line, stockNumber, stock: stockKey(stockNumber), vin: vin ?? undefined, write: true })
  }
  report.received = rows.length
  // A dealer whose system always states the count: a feed without one was cut before its end.
  if (feedStatesCount && feed.declaredCount() === undefined) {
    report.refused =
      'The feed does not say how many cars it holds ("count" in JSON, a last line #count=N in CSV), as this dealer\'s feeds do: it was probably cut short. The current stock was kept.'
    return report
  }
  const linesOf = (key: 'stock' | 'vin') => {
    const lines = new Map<string, number[]>()
    for (const row of rows) if (row.write && row[key]) lines.set(row[key], [...(lines.get(row[key]) ?? []), row.line])
    return lines
  }
  const stockLines = linesOf('stock')
  const vinLines = linesOf('vin')
  for (const [n, row] of rows.entries()) {
    if (!row.write) continue
    const sameStock = stockLines.get(row.stock!)!.filter((line) => line !== row.line)
    const sameVin = row.vin ? vinLines.get(row.vin)!.filter((line) => line !== row.line) : []
    if (!sameStock.length && !sameVin.length) continue
    row.write = false
    const problems = [
      ...(sameStock.length ? [`stocknum ${row.stockNumber} is also on line ${sameStock.join(', ')}`] : []),
      ...(sameVin.length ? [`vin ${row.vin} is also on line ${sameVin.join(', ')}`] : []),
      'the rows conflict, so both were left out',
    ]
    report.rejected.push({ line: row.line, stockNumber: row.stockNumber, problems })
    problemsOf.set(n, problems)
  }
  report.rejected.sort((a, b) => a.line - b.line)
  const held = {
    stock: new Set(rows.filter((row) => !row.write && row.stock).map((row) => row.stock!)),
    vin: new Set(rows.filter((row) => !row.write && row.vin).map((row) => row.vin!)),
  }

  const existing = await storedStock(payload, tenant.id)
  const byStockNumber = new Map(existing.map((car) => [stockKey(car.stockNumber), car]))
  const byVin = new Map(existing.filter((car) => car.vin).map((car) => [car.vin!.toUpperCase(), car]))
  for (const [n, problems] of problemsOf) {
    const row = rows[n]!
    if ((row.stock && byStockNumber.has(row.stock)) || (row.vin && byVin.has(row.vin))) problems.push(KEPT_AS_IT_WAS)
  }
  const valid = rows.filter((row) => row.write).length
  if (!force && valid === 0) {
    report.refused =
      rows.length === 0
        ? 'The feed is empty; the current stock was kept.'
        : 'No car in the feed is valid; the current stock was kept.'
    return report
  }

  // Match rows to stored cars: by stock number first, for every row; then by VIN, only for
  // rows whose stock number is new and only to cars no other row claimed.
  const matches = new Map<number, StoredCar>()
  const claimed = new Set<Id>()
  for (const [n, row] of rows.entries()) {
    const match = row.write ? byStockNumber.get(row.stock!) : undefined
    if (match) {
      matches.set(n, match)
      claimed.add(match.id)
    }
  }
  for (const [n, row] of rows.entries()) {
    if (!row.write || matches.has(n) || !row.vin) continue
    const match = byVin.get(row.vin)
    if (match && !claimed.has(match.id) && !byStockNumber.has(row.stock!)) {
      matches.set(n, match)
      claimed.add(match.id)
    }
  }

  // What a full feed would take off sale: listed cars no row matched, except those a
  // rejected or conflicting row stands for. Guarded as a share of the listed stock.
  const isHeld = (car: StoredCar) =>
    held.stock.has(stockKey(car.stockNumber)) || (car.vin ? held.vin.has(car.vin.toUpperCase()) : false)
  const listed = existing.filter((car) => car.status !== 'sold')
  const removals = full ? listed.filter((car) => !claimed.has(car.id) && !isHeld(car)) : []
  report.wouldMarkSold = removals.length
  if (!force && full && listed.length > 0 && removals.length > listed.length * maxShrink) {
    report.refused =
      `The feed would take ${removals.length} of the ${listed.length} cars in stock off sale, more than the ${Math.round(maxShrink * 100)} % this dealer allows. ` +
      'The current stock was kept; run again with --force if the dealer really sold them.'
    return report
  }
  const plan: StockPlan = { rows, matches, removals }

  // All or nothing. A write SQLite refused to commit has been rolled back whole, so the same
  // writes are tried again (a failed commit used to pass silently).
  let touched: Id[] = []
  for (let attempt = 1; ; attempt++) {
    const counts = { created: 0, updated: 0, unchanged: 0 }
    try {
      const written = await writeStockChanges(
        payload,
        tenant,
        {
          cars: changedCars(feed, plan, counts, now),
          removals: removals.map((car) => car.id),
        },
        now,
      )
      touched = written.touched
      report.timings = { ...written.timings, checkMs: written.startedAt - started }
      Object.assign(report, counts)
      break
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isBusy(error)) throw error
      payload.logger.warn({
        msg: `${tenant.slug}: the stock import could not commit (${(error as Error).message}); trying again (${attempt}/${WRITE_ATTEMPTS - 1})`,
      })
    }
  }
  report.markedSold = removals.length
  // The index follows: the reconciler rewrites what this import changed and repairs anything
  // an earlier import left behind (a process killed after its commit, Elasticsearch down).
  if (configuredCarIndex()) {
    try {
      const indexing = Date.now()
      const [reconciled] = await reconcileCarIndex(payload, { tenants: [tenant], now })
      if (report.timings) report.timings.indexMs = Date.now() - indexing
      report.index = { indexed: reconciled!.indexed, removed: reconciled!.removed }
    } catch (error) {
      report.indexProblem = `The stock was saved but the search index is behind: ${(error as Error).message}. It is repaired on the next import, by the stock task every 15 minutes, or with npm run search:reconcile.`
    }
  }
  // In every web server, whichever process ran the import (CLI, nightly job, push).
  if (touched.length || report.index?.indexed || report.index?.removed)
    await expireTagsEverywhere(payload, [contentTag(tenant.id, 'stock')])
  return report
}

const FEED_CHANGED =
  'The feed changed while it was being imported (its rows differ from the first read); nothing was written. Run the import again.'

/**
 * The second read: the cars to write, new or changed, one at a time. A car's digest says
 * whether the feed changed it since the last import; unchanged cars are only counted.
 */
async function* changedCars(
  feed: StockFeed,
  plan: StockPlan,
  counts: { created: number; updated: number; unchanged: number },
  now: Date,
): AsyncGenerator<StagedCar> {
  let n = 0
  for await (const record of feed.records()) {
    const row = plan.rows[n]
    if (!row || row.line !== record.line) throw new Error(FEED_CHANGED)
    const index = n++
    if (!row.write) continue
    const result = readFeedRecord(record.fields)
    if ('problems' in result || stockKey(result.car.stockNumber) !== row.stock) throw new Error(FEED_CHANGED)
    const car = result.car
    const match = plan.matches.get(index)
    // A car that comes back keeps its sold date only while the feed still says sold.
    car.soldAt = car.status === 'sold' ? (car.soldAt ?? match?.soldAt ?? now.toISOString()) : null
    const data = Object.assign(car, { feedFingerprint: feedFingerprint(car) })
    if (!match) {
      counts.created++
      yield { id: null, car: data }
    } else if (match.feedFingerprint === data.feedFingerprint) counts.unchanged++
    else {
      counts.updated++
      yield { id: match.id, car: data }
    }
  }
  if (n !== plan.rows.length) throw new Error(FEED_CHANGED)
}

const WRITE_ATTEMPTS = 3

/**
 * Writes the import's changes so that visitors see the old stock or the new, never a mixture.
 * SQLite (one write lock for the whole database) stages them in short transactions and
 * switches them in at once; other databases lock per document and write them in one transaction.
 */
function writeStockChanges(
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
