// The nightly stock import: validation report, upserts, sold marking, the shrink guard,
// editor overrides and all-or-nothing writes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Car, Tenant, User } from '@/payload-types'
import { followExpiries } from '@/cache/sharedExpiry'
import { importStock } from '@search-sync/feed/importStock'
import { IMPORT_LEASE_MS, takeImportLock } from '@search-sync/feed/importLock'
import { parseFeed, type FeedRecord } from '@search-sync/feed/parseFeed'
import { feedOfFile, feedOfRecords, type StockFeed } from '@search-sync/feed/stockFeed'
import { requestOnHost, seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let toyota: Tenant
let group: Tenant
let editor: User

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  group = await tenantBySlug(payload, 'southern-cross')
  editor = await userByEmail(payload, 'editor@harbour-toyota.test')
})

const temp = mkdtempSync(path.join(tmpdir(), 'stock-import-test-'))
const writeTemp = (name: string, text: string) => {
  writeFileSync(path.join(temp, name), text)
  return path.join(temp, name)
}

afterAll(async () => {
  await payload.destroy()
  rmSync(temp, { recursive: true, force: true })
})

const car = (n: number, extra: Record<string, unknown> = {}) => ({
  stocknum: `T${n}`,
  vin: `JTNB${String(n).padStart(13, '0')}`,
  year: 2024,
  make: 'Toyota',
  model: 'RAV4',
  badge: 'GX',
  car_type: 'new',
  status: 'in_stock',
  price: 40_000 + n,
  km: 10,
  body: 'Wagon',
  images: [`https://cdn.example.com/t${n}.jpg`],
  ...extra,
})
const feed = (cars: object[]): FeedRecord[] =>
  cars.map((fields, i) => ({ line: i + 1, fields: fields as Record<string, unknown> }))
const stockOf = async (tenant: Tenant) =>
  (
    await payload.find({
      collection: 'cars',
      where: { tenant: { equals: tenant.id } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const byStock = (cars: Car[], stockNumber: string) => cars.find((c) => c.stockNumber === stockNumber)!
const KEPT = 'the stored car was kept as it was'

describe('stock import', () => {
  it('imports the good records and reports each bad one with its line and reason', async () => {
    const csv = [
      'stocknum,make,model,car_type,status,price,year',
      'T2,Toyota,RAV4,new,in_stock,"40,001",2024',
      ',Toyota,Yaris,used,in_stock,19990,2020',
      'T3,Toyota,HiLux,rental,in_stock,55000,2023',
      'T1,Toyota,RAV4,new,in_stock,40001,2024',
      't 1,Toyota,RAV4,new,in_stock,40999,2024',
    ].join('\n')
    const report = await importStock(payload, toyota, parseFeed(csv, 'csv'), { full: false })
    expect(report).toMatchObject({ received: 5, created: 1, updated: 0, markedSold: 0 })
    expect(report.rejected).toEqual([
      { line: 3, stockNumber: undefined, problems: ['stocknum is required'] },
      { line: 4, stockNumber: 'T3', problems: ['car_type "rental" is not new, used or demo'] },
      // The same stock number apart from case and spaces: which row is right cannot be known.
      {
        line: 5,
        stockNumber: 'T1',
        problems: ['stocknum T1 is also on line 6', 'the rows conflict, so both were left out'],
      },
      {
        line: 6,
        stockNumber: 't 1',
        problems: ['stocknum t 1 is also on line 5', 'the rows conflict, so both were left out'],
      },
    ])
    expect(byStock(await stockOf(toyota), 'T2')).toMatchObject({
      price: 40001,
      make: 'Toyota',
      priceType: 'excluding_government_charges',
    })
  })

  it('upserts by stock number, and running the same feed again changes nothing', async () => {
    const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))
    const first = await importStock(payload, toyota, feed(cars))
    expect(first).toMatchObject({ created: 9, updated: 1, markedSold: 0, rejected: [] })
    const again = await importStock(payload, toyota, feed(cars))
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 10, markedSold: 0 })
  })

  it('matches a renumbered car by VIN instead of duplicating it', async () => {
    const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))
    cars[9] = car(10, { stocknum: 'T10-B' })
    const report = await importStock(payload, toyota, feed(cars))
    expect(report).toMatchObject({ created: 0, updated: 1 })
    const stock = await stockOf(toyota)
    expect(stock).toHaveLength(10)
    expect(stock.some((c) => c.stockNumber === 'T10-B')).toBe(true)
  })

  it('refuses an empty feed, or a full feed that would take more than 20 % of the listed stock off sale', async () => {
    const before = await stockOf(toyota)
    expect((await importStock(payload, toyota, [])).refused).toMatch(/empty/)
    // A feed cut at a row boundary, keeping 60 %.
    const cut = await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6].map((n) => car(n))))
    expect(cut).toMatchObject({ wouldMarkSold: 4, markedSold: 0 })
    expect(cut.refused).toMatch(/would take 4 of the 10 cars in stock off sale, more than the 20 %/)
    // As many cars as today, all with new stock numbers and VINs: a count would let it through.
    const renumbered = await importStock(
      payload,
      toyota,
      feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(100 + n))),
    )
    expect(renumbered).toMatchObject({ received: 10, wouldMarkSold: 10, created: 0, markedSold: 0 })
    expect(renumbered.refused).toMatch(/would take 10 of the 10 cars/)
    expect(await stockOf(toyota)).toEqual(before)
  })

  it('takes the limit from the dealer’s Stock settings: turned up to 50 %, the cut feed goes through', async () => {
    const limitTo = (percent: number) =>
      payload.update({
        collection: 'tenants',
        id: toyota.id,
        data: { stock: { maxShrinkPercent: percent } },
        overrideAccess: true,
      })
    const cut = feed([1, 2, 3, 4, 5, 6].map((n) => car(n)))
    toyota = await limitTo(50)
    const allowed = await importStock(payload, toyota, cut)
    expect(allowed).toMatchObject({ wouldMarkSold: 4, markedSold: 4 })
    expect(allowed.refused).toBeUndefined()
    toyota = await limitTo(20)
    expect((await importStock(payload, toyota, feed([1, 2, 3].map((n) => car(n))))).refused).toMatch(
      /would take 3 of the 6 cars in stock off sale, more than the 20 %/,
    )
    // Back to the ten cars the next cases start from.
    expect(
      (await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))), { force: true }))
        .refused,
    ).toBeUndefined()
  })

  it('with "the feed states how many cars it holds" ticked, refuses a feed without its count; the count settles a cut file', async () => {
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n, { km: 4_321 }))
    const csv = (rows: ReturnType<typeof car>[], trailer = '') =>
      [
        'stocknum,vin,year,make,model,badge,car_type,price,km',
        ...rows.map((r) => [r.stocknum, r.vin, r.year, r.make, r.model, r.badge, r.car_type, r.price, r.km].join(',')),
        trailer,
      ].join('\n')
    toyota = await payload.update({
      collection: 'tenants',
      id: toyota.id,
      data: { stock: { feedStatesCount: true } },
      overrideAccess: true,
    })
    const before = await stockOf(toyota)
    const refused = await importStock(payload, toyota, parseFeed(csv(ten), 'csv'))
    expect(refused.refused).toMatch(/does not say how many cars it holds/)
    expect(await stockOf(toyota)).toEqual(before)
    // A file cut at a row boundary keeps the whole file's trailer only if it was cut after it: here it was not.
    expect(() => parseFeed(csv(ten.slice(0, 6), '#count=10'), 'csv')).toThrow(/says it holds 10 cars but 6 arrived/)
    expect(await importStock(payload, toyota, parseFeed(csv(ten, '#count=10'), 'csv'))).toMatchObject({ updated: 10 })
    // Turned off, a feed without a count is read as before.
    toyota = await payload.update({
      collection: 'tenants',
      id: toyota.id,
      data: { stock: { feedStatesCount: false } },
      overrideAccess: true,
    })
    expect(await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))))).toMatchObject({
      updated: 10,
    })
  })

  it('keeps the stored car of a rejected row as it was, and imports "POA" prices as unpriced', async () => {
    const before = await stockOf(toyota)
    const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))
    rows[2] = car(3, { price: 'ask Bob' })
    rows[3] = car(4, { year: 3024 })
    rows[4] = car(5, { price: 'POA' })
    const report = await importStock(payload, toyota, feed(rows))
    expect(report).toMatchObject({ wouldMarkSold: 0, markedSold: 0 })
    expect(report.rejected.map((r) => [r.stockNumber, r.problems.at(-1)])).toEqual([
      ['T3', KEPT],
      ['T4', KEPT],
    ])
    const after = await stockOf(toyota)
    for (const n of ['T3', 'T4']) expect(byStock(after, n)).toEqual(byStock(before, n))
    expect(byStock(after, 'T5')).toMatchObject({ status: 'in_stock', price: null })
    await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))))
  })

  it('runs one import per dealer at a time; a lock left by an import that died is taken over', async () => {
    const before = await stockOf(toyota)
    const running = await takeImportLock(payload, toyota.id)
    if ('heldBy' in running) throw new Error('the lock should be free')
    const refused = await importStock(
      payload,
      toyota,
      feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n, { km: 99 }))),
    )
    expect(refused.refused).toMatch(/Another import of this dealer's stock is running/)
    expect(await stockOf(toyota)).toEqual(before)
    // Another dealer imports meanwhile.
    expect(
      (await importStock(payload, group, feed([car(1, { make: 'Kia', model: 'Sportage' })]), { full: false })).refused,
    ).toBeUndefined()
    await running.release()
    expect(
      (await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))))).refused,
    ).toBeUndefined()

    // A lock whose holder died: past its expiry, the next import takes it over.
    const abandoned = await takeImportLock(payload, toyota.id, () => new Date(Date.now() - 2 * IMPORT_LEASE_MS))
    expect('release' in abandoned).toBe(true)
    expect(
      (await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))))).refused,
    ).toBeUndefined()
    expect(await payload.count({ collection: 'import-locks', overrideAccess: true })).toMatchObject({ totalDocs: 0 })
  })

  it('tells every web server, not only this process, that the dealer’s stock pages are stale', async () => {
    const state = { since: new Date(Date.now() - 1_000).toISOString() }
    await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n, { km: 11 }))))
    expect(await followExpiries(payload, state)).toContain(`t:${toyota.id}:stock`)
    expect(await followExpiries(payload, state)).toEqual([])
    // The records are the server's own: no visitor, staff member or platform admin reads or writes them.
    const admin = await userByEmail(payload, 'admin@platform.test')
    for (const collection of ['cache-expiries', 'import-locks', 'stock-pushes', 'car-views', 'photos'] as const) {
      for (const user of [undefined, editor, admin]) {
        await expect(
          payload.find({ collection, overrideAccess: false, user, req: requestOnHost('harbour-toyota.localhost') }),
        ).rejects.toMatchObject({ status: 403 })
        await expect(
          payload.create({ collection, data: { tags: [] } as never, overrideAccess: false, user }),
        ).rejects.toMatchObject({ status: 403 })
      }
    }
  })

  it('never lets a row claim by VIN a car another row matched by stock number', async () => {
    const vinOfT7 = car(7).vin
    const rows = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) =>
      n === 7 ? car(7, { vin: undefined, price: 47_777 }) : car(n),
    )
    rows.push(car(99, { vin: vinOfT7 }))
    const report = await importStock(payload, toyota, feed(rows))
    expect(report).toMatchObject({ created: 1, markedSold: 0, rejected: [] })
    const after = await stockOf(toyota)
    expect(byStock(after, 'T7')).toMatchObject({ price: 47_777, status: 'in_stock' })
    expect(byStock(after, 'T99')).toBeTruthy()
    // Two rows naming one car by VIN conflict: both are left out, the stored car kept.
    const conflicting = await importStock(payload, toyota, feed([...rows.slice(0, 10), car(98, { vin: car(8).vin })]), {
      full: false,
    })
    expect(conflicting.rejected.map((r) => r.stockNumber).sort()).toEqual(['T8', 'T98'])
    expect(byStock(await stockOf(toyota), 'T8')).toEqual(byStock(after, 'T8'))
    await payload.delete({
      collection: 'cars',
      where: { stockNumber: { equals: 'T99' } },
      overrideAccess: true,
      context: { skipSearchIndex: true },
    })
    await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n))))
  })

  it('marks cars that left a full feed as sold, and brings them back when they return', async () => {
    const now = new Date('2026-11-20T02:00:00.000Z')
    const without9and10 = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => car(n))
    const report = await importStock(payload, toyota, feed(without9and10), { now })
    expect(report.markedSold).toBe(2)
    const sold = byStock(await stockOf(toyota), 'T9')
    expect(sold).toMatchObject({ status: 'sold', soldAt: now.toISOString() })

    const back = await importStock(payload, toyota, feed([...without9and10, car(9)]), { now })
    expect(back.updated).toBe(1)
    expect(byStock(await stockOf(toyota), 'T9')).toMatchObject({ status: 'in_stock', soldAt: null })
  })

  it('never overwrites an editor’s overrides, and editors cannot change feed fields', async () => {
    const target = byStock(await stockOf(toyota), 'T2')
    await payload.update({
      collection: 'cars',
      id: target.id,
      data: { tagOverride: 'Runout sale', hideFromWebsite: true, dealerComments: 'One owner, full history.', price: 1 },
      user: editor,
      overrideAccess: false,
    })
    const edited = byStock(await stockOf(toyota), 'T2')
    expect(edited).toMatchObject({
      tagOverride: 'Runout sale',
      hideFromWebsite: true,
      dealerComments: 'One owner, full history.',
      price: 40002,
    })

    await importStock(
      payload,
      toyota,
      feed([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => car(n, n === 2 ? { price: 38_990, tag: 'Demo special' } : {}))),
    )
    expect(byStock(await stockOf(toyota), 'T2')).toMatchObject({
      price: 38_990,
      tag: 'Demo special',
      tagOverride: 'Runout sale',
      hideFromWebsite: true,
    })
  })

  it('writes all or nothing: a failure at any step (creating the staging area, staging, the switch) leaves the stock as it was', async () => {
    const before = await stockOf(toyota)
    const changed = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => car(n, { price: 30_000 + n }))
    // The import's transactions in order: create the staging area, stage the cars, switch them in.
    for (const failing of [1, 2, 3]) {
      const commit = payload.db.commitTransaction.bind(payload.db)
      let commits = 0
      const spy = vi.spyOn(payload.db, 'commitTransaction').mockImplementation(async (id) => {
        if (++commits === failing) throw new Error('disk full')
        return commit(id)
      })
      await expect(importStock(payload, toyota, feed([car(50), ...changed]))).rejects.toThrow('disk full')
      spy.mockRestore()
      expect(await stockOf(toyota)).toEqual(before)
    }
    // Nothing of the failed imports is left behind.
    const { sql } = await import('@payloadcms/db-sqlite')
    const staging = await (
      payload.db as unknown as { drizzle: { all: (q: unknown) => Promise<unknown[]> } }
    ).drizzle.all(sql`SELECT name FROM sqlite_master WHERE name LIKE '_stock_stage_%'`)
    expect(staging).toEqual([])
  })

  it('reads the feed twice (check, then write) and writes nothing if the two reads differ or the feed is cut', async () => {
    const before = await stockOf(toyota)
    // A feed file overwritten by the dealer's next export while the import reads it.
    const first = feed([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => car(n, { price: 25_000 + n })))
    const overwritten = [
      feed([1, 2, 3, 4, 5, 6, 7, 8, 99].map((n) => car(n, { price: 25_000 + n }))),
      feed([1, 2, 3, 4, 5, 6, 7, 8].map((n) => car(n, { price: 25_000 + n }))),
      feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => car(n, { price: 25_000 + n }))),
    ]
    for (const second of overwritten) {
      let reads = 0
      const changing: StockFeed = {
        records: () => feedOfRecords(reads++ === 0 ? first : second).records(),
        declaredCount: () => undefined,
      }
      await expect(importStock(payload, toyota, changing)).rejects.toThrow(/feed changed while it was being imported/)
      expect(reads).toBe(2)
      expect(await stockOf(toyota)).toEqual(before)
    }
    // A feed whose stated count did not arrive is found out at the end of the first read.
    const cut = await feedOfFile(writeTemp('cut.csv', `stocknum,make\nT1,Toyota\nT2,Toyota\n#count=9\n`))
    await expect(importStock(payload, toyota, cut)).rejects.toThrow(/says it holds 9 cars but 2 arrived/)
    expect(await stockOf(toyota)).toEqual(before)
  })

  it('tries the whole import again when SQLite refuses to commit it, and never counts twice', async () => {
    // The first commit of the transaction that holds the import's writes (T11 is in it) fails.
    const commit = payload.db.commitTransaction.bind(payload.db)
    let refusedOnce = false
    const spy = vi.spyOn(payload.db, 'commitTransaction').mockImplementation(async (id) => {
      const inTransaction = { transactionID: id } as never
      const holdsImport =
        (
          await payload.count({
            collection: 'cars',
            where: { stockNumber: { equals: 'T11' } },
            overrideAccess: true,
            req: inTransaction,
          })
        ).totalDocs > 0
      if (holdsImport && !refusedOnce) {
        refusedOnce = true
        throw new Error('SQLITE_BUSY: cannot commit transaction - SQL statements in progress')
      }
      return commit(id)
    })
    const report = await importStock(payload, toyota, feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => car(n))))
    spy.mockRestore()
    expect(refusedOnce).toBe(true)
    expect(report).toMatchObject({ created: 1, markedSold: 0 })
    expect(byStock(await stockOf(toyota), 'T11')).toMatchObject({ status: 'in_stock' })
  })

  it('writes again a feed field a platform admin changed by hand, and nothing else, when the same feed returns', async () => {
    const same = feed([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((n) => car(n)))
    expect(await importStock(payload, toyota, same)).toMatchObject({ created: 0, updated: 0, unchanged: 11 })
    await payload.update({
      collection: 'cars',
      id: byStock(await stockOf(toyota), 'T3').id,
      data: { price: 1 },
      overrideAccess: true,
    })
    expect(await importStock(payload, toyota, same)).toMatchObject({ created: 0, updated: 1, unchanged: 10 })
    expect(byStock(await stockOf(toyota), 'T3').price).toBe(car(3).price)
  })

  it('keeps dealers apart: same stock numbers at another dealer are other cars; visitors get no raw car records over REST', async () => {
    await importStock(payload, group, feed([car(1, { make: 'Kia', model: 'Sportage' })]))
    expect(byStock(await stockOf(toyota), 'T1').make).toBe('Toyota')
    expect(byStock(await stockOf(group), 'T1').make).toBe('Kia')

    // The site lists cars through the search engines (their conformance suite holds the
    // listing rule); the raw records, VINs of unlisted and long-sold cars included, are staff's.
    await expect(
      payload.find({
        collection: 'cars',
        overrideAccess: false,
        req: requestOnHost('harbour-toyota.localhost'),
        limit: 0,
        pagination: false,
        depth: 0,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})
