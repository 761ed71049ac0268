import type { Payload, PayloadRequest } from 'payload'
import type { Car, Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { expireTagsEverywhere } from '@/cache/sharedExpiry'
import { contentTag } from '@tenants/cacheTags'
import { configuredCarIndex } from '../index/carIndexSync'
import { reconcileCarIndex } from '../index/reconcileIndex'
import { feedFingerprint } from './feedFingerprint'
import { readFeedRecord, type FeedCar } from './feedRow'
import { takeImportLock } from './importLock'
import { isBusy } from '@/config/sqliteTransactions'
import { SqliteStockSwitch } from './sqliteStockSwitch'
import type { StockChanges, StockWriteResult, StockWriteTimings } from './stockChanges'
import type { FeedRecord, FeedRecords } from './parseFeed'

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
    const result = await payload.find({
      collection: 'cars',
      where: { tenant: { equals: tenantId } },
      select: { stockNumber: true, vin: true, status: true, soldAt: true, feedFingerprint: true },
      depth: 0,
      limit: STORED_PAGE,
      page,
      sort: 'id',
      overrideAccess: true,
    })
    cars.push(...(result.docs as StoredCar[]))
    if (!result.hasNextPage) return cars
  }
}

/**
 * Imports one dealer's stock feed: validates every record (a bad record is reported with
 * its line and reasons, the good ones still import, and the stored car a bad or conflicting
 * row stands for is kept as it was), refuses an empty feed, or a full feed that would take
 * more than the dealer's share of the listed stock off sale, unless forced, then upserts by
 * stock number (case and spaces ignored; VIN as the fallback key) and, for a full feed,
 * marks cars that left the feed as sold. Nothing is written until the whole
 * feed has been read and checked; the writes run in one database transaction where the
 * adapter supports it, so a crash half-way leaves the stored stock as it was, and running
 * the same feed again changes nothing. Editor overrides are separate fields the feed never
 * writes, so they survive every import.
 */
export async function importStock(
  payload: Payload,
  tenant: Tenant,
  records: FeedRecord[],
  options: ImportOptions = {},
): Promise<ImportReport> {
  const report: ImportReport = {
    tenant: tenant.slug,
    received: records.length,
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
    return await importUnderLock(payload, tenant, records, options, report)
  } finally {
    await lock.release()
  }
}

async function importUnderLock(
  payload: Payload,
  tenant: Tenant,
  records: FeedRecord[],
  options: ImportOptions,
  report: ImportReport,
): Promise<ImportReport> {
  const started = Date.now()
  const { full = true, force = false, now = new Date() } = options
  // The dealer's own limit (Stock settings): the share of the listed stock one full feed may take off sale.
  const { maxShrinkPercent, feedStatesCount } = siteSettings(tenant).stock
  const maxShrink = maxShrinkPercent / 100
  // A dealer whose system always states the count: a feed without one was cut before its end.
  if (feedStatesCount && (records as FeedRecords).declaredCount === undefined) {
    report.refused =
      'The feed does not say how many cars it holds ("count" in JSON, a last line #count=N in CSV), as this dealer\'s feeds do: it was probably cut short. The current stock was kept.'
    return report
  }

  // Read every row. Rows that name the same car twice (stock number, ignoring case and
  // spaces, or VIN) conflict: which one is right cannot be known, so both are left out.
  const rows: { line: number; car: FeedCar }[] = []
  const held = { stock: new Set<string>(), vin: new Set<string>() }
  // Rejected rows with the keys of the stored car they stand for, told "kept" once it is known to exist.
  const heldRows: { problems: string[]; stock?: string; vin?: string }[] = []
  for (const record of records) {
    const result = readFeedRecord(record.fields)
    const raw = record.fields.stocknum
    const stockNumber = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined
    if ('problems' in result) {
      // The stored car this row stands for is kept exactly as it was, not marked sold.
      const vin =
        typeof record.fields.vin === 'string' && record.fields.vin.trim()
          ? record.fields.vin.trim().toUpperCase()
          : undefined
      const rejected = { line: record.line, stockNumber, problems: [...result.problems] }
      if (stockNumber) held.stock.add(stockKey(stockNumber))
      if (vin) held.vin.add(vin)
      report.rejected.push(rejected)
      heldRows.push({ problems: rejected.problems, stock: stockNumber ? stockKey(stockNumber) : undefined, vin })
      continue
    }
    rows.push({ line: record.line, car: result.car })
  }
  const cars: FeedCar[] = []
  const lineOf = (key: (car: FeedCar) => string | null) => {
    const lines = new Map<string, number[]>()
    for (const row of rows) {
      const value = key(row.car)
      if (value) lines.set(value, [...(lines.get(value) ?? []), row.line])
    }
    return lines
  }
  const stockLines = lineOf((car) => stockKey(car.stockNumber))
  const vinLines = lineOf((car) => car.vin)
  for (const row of rows) {
    const sameStock = stockLines.get(stockKey(row.car.stockNumber))!.filter((line) => line !== row.line)
    const sameVin = row.car.vin ? vinLines.get(row.car.vin)!.filter((line) => line !== row.line) : []
    if (sameStock.length || sameVin.length) {
      held.stock.add(stockKey(row.car.stockNumber))
      if (row.car.vin) held.vin.add(row.car.vin)
      const problems = [
        ...(sameStock.length ? [`stocknum ${row.car.stockNumber} is also on line ${sameStock.join(', ')}`] : []),
        ...(sameVin.length ? [`vin ${row.car.vin} is also on line ${sameVin.join(', ')}`] : []),
      ]
      const rejected = {
        line: row.line,
        stockNumber: row.car.stockNumber,
        problems: [...problems, 'the rows conflict, so both were left out'],
      }
      report.rejected.push(rejected)
      heldRows.push({
        problems: rejected.problems,
        stock: stockKey(row.car.stockNumber),
        vin: row.car.vin ?? undefined,
      })
      continue
    }
    cars.push(row.car)
  }

  const existing = await storedStock(payload, tenant.id)
  const byStockNumber = new Map(existing.map((car) => [stockKey(car.stockNumber), car]))
  const byVin = new Map(existing.filter((car) => car.vin).map((car) => [car.vin!.toUpperCase(), car]))
  for (const row of heldRows) {
    if ((row.stock && byStockNumber.has(row.stock)) || (row.vin && byVin.has(row.vin)))
      row.problems.push(KEPT_AS_IT_WAS)
  }
  if (!force && cars.length === 0) {
    report.refused =
      records.length === 0
        ? 'The feed is empty; the current stock was kept.'
        : 'No car in the feed is valid; the current stock was kept.'
    return report
  }

  // Match rows to stored cars: by stock number first, for every row; then by VIN, only for
  // rows whose stock number is new and only to cars no other row claimed.
  const matches = new Map<FeedCar, StoredCar>()
  const claimed = new Set<Id>()
  for (const car of cars) {
    const match = byStockNumber.get(stockKey(car.stockNumber))
    if (match) {
      matches.set(car, match)
      claimed.add(match.id)
    }
  }
  for (const car of cars) {
    if (matches.has(car) || !car.vin) continue
    const match = byVin.get(car.vin)
    if (match && !claimed.has(match.id) && !byStockNumber.has(stockKey(car.stockNumber))) {
      matches.set(car, match)
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

  const changes: StockChanges = { creates: [], updates: [], removals: removals.map((car) => car.id) }
  for (const car of cars) {
    const match = matches.get(car)
    // A car that comes back keeps its sold date only while the feed still says sold. The car is
    // completed in place: at 50,000 cars every copy of the feed is hundreds of megabytes.
    car.soldAt = car.status === 'sold' ? (car.soldAt ?? match?.soldAt ?? now.toISOString()) : null
    const data = Object.assign(car, { feedFingerprint: feedFingerprint(car) })
    if (!match) changes.creates.push(data)
    else if (match.feedFingerprint === data.feedFingerprint) report.unchanged++
    else changes.updates.push({ id: match.id, car: data })
  }

  // All or nothing. A write SQLite refused to commit has been rolled back whole, so the same
  // writes are tried again (a failed commit used to pass silently).
  let touched: Id[] = []
  for (let attempt = 1; ; attempt++) {
    try {
      const written = await writeStockChanges(payload, tenant, changes, now)
      touched = written.touched
      report.timings = { ...written.timings, checkMs: written.startedAt - started }
      break
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isBusy(error)) throw error
      payload.logger.warn({
        msg: `${tenant.slug}: the stock import could not commit (${(error as Error).message}); trying again (${attempt}/${WRITE_ATTEMPTS - 1})`,
      })
    }
  }
  report.created = changes.creates.length
  report.updated = changes.updates.length
  report.markedSold = changes.removals.length
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
    for (const car of changes.creates) {
      const created = await payload.create({
        collection: 'cars',
        data: { ...car, tenant: tenant.id } as never,
        overrideAccess: true,
        req,
        context: req.context,
      })
      touched.push(created.id)
    }
    for (const { id, car } of changes.updates) {
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
