import type { Payload, PayloadRequest } from 'payload'
import type { Car, Tenant } from '@/payload-types'
import { expireTags } from '@collections/hooks/revalidate'
import { contentTag } from '@tenants/cacheTags'
import { syncCarsToIndex } from '../index/carIndexSync'
import { readFeedRecord, type FeedCar } from './feedRow'
import type { FeedRecord } from './parseFeed'

export type ImportOptions = {
  /** A full feed lists the whole stock: cars missing from it are marked sold. */
  full?: boolean
  /** Import even when the shrink guard would refuse the feed. */
  force?: boolean
  /** The share of current stock a feed may drop before it is refused (0.5 = 50 %). */
  maxShrink?: number
  now?: Date
}

export type ImportReport = {
  tenant: string
  received: number
  created: number
  updated: number
  unchanged: number
  markedSold: number
  rejected: { line: number; stockNumber?: string; problems: string[] }[]
  /** Set when nothing was written, with the reason. */
  refused?: string
  /** Set when the stock was saved but the search index could not be updated (the next rebuild repairs it). */
  indexProblem?: string
}

type Id = string | number
/** The feed-owned fields compared to decide whether a car changed. */
const sameFeedData = (car: Car, next: FeedCar) =>
  Object.entries(next).every(([key, value]) => JSON.stringify(comparable((car as unknown as Record<string, unknown>)[key])) === JSON.stringify(comparable(value)))

/** Stored arrays carry row ids and dates come back normalised; compare what the feed controls. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((row) => (row && typeof row === 'object' ? Object.fromEntries(Object.entries(row).filter(([k]) => k !== 'id')) : row))
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => k !== 'id')
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, comparable(v)]),
    )
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return new Date(value).toISOString()
  return value ?? null
}

/**
 * Imports one dealer's stock feed: validates every record (a bad record is reported with
 * its line and reasons, the good ones still import), refuses an empty or sharply shrunken
 * feed unless forced, then upserts by stock number (VIN as the fallback key) and, for a
 * full feed, marks cars that left the feed as sold. Nothing is written until the whole
 * feed has been read and checked; the writes run in one database transaction where the
 * adapter supports it, so a crash half-way leaves the stored stock as it was, and running
 * the same feed again changes nothing. Editor overrides are separate fields the feed never
 * writes, so they survive every import.
 */
export async function importStock(payload: Payload, tenant: Pick<Tenant, 'id' | 'slug'>, records: FeedRecord[], options: ImportOptions = {}): Promise<ImportReport> {
  const { full = true, force = false, maxShrink = 0.5, now = new Date() } = options
  const report: ImportReport = { tenant: tenant.slug, received: records.length, created: 0, updated: 0, unchanged: 0, markedSold: 0, rejected: [] }

  const cars: FeedCar[] = []
  const seen = new Map<string, number>()
  for (const record of records) {
    const result = readFeedRecord(record.fields)
    const stockNumber = typeof record.fields.stocknum === 'string' || typeof record.fields.stocknum === 'number' ? String(record.fields.stocknum) : undefined
    if ('problems' in result) {
      report.rejected.push({ line: record.line, stockNumber, problems: result.problems })
      continue
    }
    const earlier = seen.get(result.car.stockNumber)
    if (earlier !== undefined) {
      report.rejected.push({ line: record.line, stockNumber, problems: [`stocknum ${result.car.stockNumber} is already used on line ${earlier}`] })
      continue
    }
    seen.set(result.car.stockNumber, record.line)
    cars.push(result.car)
  }

  const { docs: existing } = await payload.find({
    collection: 'cars',
    where: { tenant: { equals: tenant.id } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const listed = existing.filter((car) => car.status !== 'sold').length
  if (!force && cars.length === 0) {
    report.refused = records.length === 0 ? 'The feed is empty; the current stock was kept.' : 'No car in the feed is valid; the current stock was kept.'
    return report
  }
  if (!force && full && listed > 0 && cars.filter((car) => car.status !== 'sold').length < listed * (1 - maxShrink)) {
    report.refused =
      `The feed lists ${cars.length} cars but ${listed} are in stock: more than ${Math.round(maxShrink * 100)} % would disappear. ` +
      'The current stock was kept; run again with --force if the dealer really sold them.'
    return report
  }

  const byStockNumber = new Map(existing.map((car) => [car.stockNumber, car]))
  const byVin = new Map(existing.filter((car) => car.vin).map((car) => [car.vin!, car]))
  const transactionID = (await payload.db.beginTransaction?.()) ?? undefined
  // Revalidation and indexing happen once, after the commit, not per car.
  const req = { transactionID, context: { disableRevalidate: true, skipSearchIndex: true } } as unknown as PayloadRequest
  const touched: Id[] = []
  try {
    const kept = new Set<Id>()
    for (const car of cars) {
      const match = byStockNumber.get(car.stockNumber) ?? (car.vin ? byVin.get(car.vin) : undefined)
      // A car that comes back keeps its sold date only while the feed still says sold.
      const data = { ...car, soldAt: car.status === 'sold' ? (car.soldAt ?? match?.soldAt ?? now.toISOString()) : null }
      if (!match) {
        const created = await payload.create({ collection: 'cars', data: { ...data, tenant: tenant.id } as never, overrideAccess: true, req, context: req.context })
        touched.push(created.id)
        report.created++
        continue
      }
      kept.add(match.id)
      if (sameFeedData(match, data)) {
        report.unchanged++
        continue
      }
      await payload.update({ collection: 'cars', id: match.id, data: data as never, overrideAccess: true, req, context: req.context })
      touched.push(match.id)
      report.updated++
    }
    if (full) {
      for (const car of existing) {
        if (kept.has(car.id) || car.status === 'sold') continue
        await payload.update({ collection: 'cars', id: car.id, data: { status: 'sold', soldAt: now.toISOString() }, overrideAccess: true, req, context: req.context })
        touched.push(car.id)
        report.markedSold++
      }
    }
    if (transactionID !== undefined) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID !== undefined) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  try {
    await syncCarsToIndex(payload, touched)
  } catch (error) {
    report.indexProblem = `The stock was saved but the search index was not updated: ${(error as Error).message}`
  }
  if (touched.length) expireTags([contentTag(tenant.id, 'stock')])
  return report
}
