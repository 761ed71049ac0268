import type { Payload } from 'payload'
import type { Car, Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { readCarPage } from '../storedCars'
import { readFeedRecord } from './feedRow'
import type { ImportOptions, ImportReport } from './stockChanges'
import type { StockFeed } from './stockFeed'
import type { FeedPhotos } from '../photos/dealerPhotos'

type Id = string | number

/** Stock numbers are one car whatever their case and spacing (`OC00010`, `oc 00010`). */
export const stockKey = (stockNumber: string) => stockNumber.replace(/\s+/g, '').toUpperCase()

const KEPT_AS_IT_WAS = 'the stored car was kept as it was'

/** What the import needs of a stored car: its keys, whether it is listed, and the digest of what the feed last said. */
export type StoredCar = Pick<Car, 'id' | 'stockNumber' | 'vin' | 'status' | 'soldAt' | 'feedFingerprint'>
const STORED_PAGE = 5_000
const PHOTO_CHUNK = 500

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

/** What the check keeps of one feed row: where it is, the car it names, and whether it is written. */
type PlannedRow = { line: number; stockNumber?: string; stock?: string; vin?: string; write: boolean }

/** The check's result: every row in feed order, and the stored car each written row updates. */
export type StockPlan = { rows: PlannedRow[]; matches: Map<number, StoredCar>; removals: StoredCar[] }

const vinOf = (fields: Record<string, unknown>) =>
  typeof fields.vin === 'string' && fields.vin.trim() ? fields.vin.trim().toUpperCase() : undefined

/**
 * The import's first read of the feed: every row checked and matched to the stored stock,
 * and the guards applied, before anything is written. Keeps each row's keys, not the row;
 * hands the rows' photo addresses to the photo pass.
 * Returns null, with the reason in the report, when the feed must not be imported.
 */
export async function planImport(
  payload: Payload,
  tenant: Tenant,
  feed: StockFeed,
  { full = true, force = false }: ImportOptions,
  report: ImportReport,
  photos?: Pick<FeedPhotos, 'take'>,
): Promise<StockPlan | null> {
  // The dealer's own limit (Stock settings): the share of the listed stock one full feed may take off sale.
  const { maxShrinkPercent, feedStatesCount } = siteSettings(tenant).stock
  const maxShrink = maxShrinkPercent / 100

  // Read every row, keeping its keys. Rows that name the same car twice (stock number,
  // ignoring case and spaces, or VIN) conflict: which one is right cannot be known, so
  // both are left out. Rejected rows keep the keys of the stored car they stand for.
  const rows: PlannedRow[] = []
  const problemsOf = new Map<number, string[]>()
  // The photo addresses, handed on a few hundred at a time: the photo pass keeps the new ones.
  const images: string[] = []
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
    for (const image of result.car.images ?? []) images.push(image.url)
    if (images.length >= PHOTO_CHUNK) await photos?.take(images.splice(0))
  }
  if (images.length) await photos?.take(images.splice(0))
  report.received = rows.length
  // A dealer whose system always states the count: a feed without one was cut before its end.
  if (feedStatesCount && feed.declaredCount() === undefined) {
    report.refused =
      'The feed does not say how many cars it holds ("count" in JSON, a last line #count=N in CSV), as this dealer\'s feeds do: it was probably cut short. The current stock was kept.'
    return null
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
    return null
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
    return null
  }
  return { rows, matches, removals }
}
