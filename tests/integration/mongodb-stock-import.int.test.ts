// The stock import on the MongoDB adapter (against the wire-protocol server, mongoWire.ts):
// 5,000 cars written through the staged switch in bounded batches, a feed that changes every
// car, and imports of 1,500 cars (six batches: the kill points fall between batches as they do
// at any size) killed outright (SIGKILL) before, during and after their commit. Each kill
// leaves every car from one import, or a commit that the stock task finishes; nothing is
// duplicated or sold by mistake; visitors read one import's stock whole throughout. The server has no transactions: the write path's
// correctness here rests on its single-document commit and idempotent batches alone.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { carAsVisitorsSee, carsAsVisitorsSee, switchingImport } from '@/database/mongo/previousStock'
import type { Car, Tenant } from '@/payload-types'
import type {
  finishInterruptedImports as FinishInterruptedImportsFn,
  importStock as ImportStockFn,
} from '@search-sync/feed/importStock'
import { feedRecords, feedRow } from '../../scripts/bench/syntheticFeed'
import { importInChild, type ImportRun } from '../fixtures/importInChild'
import { payloadOnMongo, type MongoPayload } from './mongoWire'

type ImportStock = typeof ImportStockFn
type FinishInterruptedImports = typeof FinishInterruptedImportsFn
const CARS = 5_000
const KILLED_CARS = 1_500
let mongo: MongoPayload
let payload: Payload
/** A dealer and the size of its feed: one for the large import, one for the killed ones. */
type Feed = { dealer: Tenant; cars: number }
let large: Feed
let killed: Feed
let importStock: ImportStock
let finishInterruptedImports: FinishInterruptedImports

beforeAll(async () => {
  mongo = await payloadOnMongo()
  payload = mongo.payload
  ;({ importStock, finishInterruptedImports } = await import('@search-sync/feed/importStock'))
  const dealer = (name: string, slug: string) =>
    payload.create({ collection: 'tenants', data: { name, slug, template: 'brand' }, overrideAccess: true })
  large = { dealer: await dealer('Wire Motors', 'wire-motors'), cars: CARS }
  killed = { dealer: await dealer('Wire Kill Motors', 'wire-kill-motors'), cars: KILLED_CARS }
}, 180_000)

afterAll(() => mongo?.stop())

type Stored = { round: number | 'mixed'; cars: number; sold: number; keys: number }

const storedCars = async ({ dealer }: Feed) =>
  (
    await payload.find({
      collection: 'cars',
      where: { tenant: { equals: dealer.id } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
  ).docs

/** The dealer's feed cars as stored, or as visitors see them: how many, how many sold, whether one import's prices are on all. */
async function stored(feed: Feed, asVisitorsSee = false): Promise<Stored> {
  const cars = await storedCars(feed)
  const docs = asVisitorsSee ? await carsAsVisitorsSee(payload, feed.dealer.id, cars) : cars
  const rounds = new Set(
    docs.map((car) => (car.price! - (feedRow(Number(car.stockNumber.slice(2)), 0).price as number)) / 500),
  )
  return {
    round: rounds.size === 1 ? [...rounds][0]! : 'mixed',
    cars: docs.length,
    sold: docs.filter((car) => car.status === 'sold').length,
    keys: new Set(docs.map((car) => car.stockNumber)).size,
  }
}

type Kill = { afterMs?: number; when?: () => Promise<boolean> }

/** The CLI import of `round`'s feed in a child process on the same database, killed as `kill` says. */
function importRound({ dealer, cars }: Feed, round: number, kill: Kill = {}): Promise<ImportRun> {
  const file = path.join(tmpdir(), `mongo-feed-${process.pid}-${round}.json`)
  writeFileSync(file, JSON.stringify(Array.from({ length: cars }, (_, i) => feedRow(i, round))))
  return importInChild(['--tenant', dealer.slug, '--file', file, '--force'], {
    env: { DATABASE_URI: mongo.uri },
    killAfterMs: kill.afterMs,
    killWhen: kill.when,
  })
}

type Raw = { connection: { db: { collection: (name: string) => { countDocuments: () => Promise<number> } } } }
/** How many cars switches have kept as they were (previousStock.ts). */
const kept = () => (payload.db as unknown as Raw).connection.db.collection('stock_import_previous').countDocuments()

/** A car of the large import: the photo test keeps its first photo. */
let SAMPLE = ''
const carBySlug = async (feed: Feed, slug: string): Promise<Car | undefined> =>
  (await storedCars(feed)).find((car) => car.slug === slug)

describe('the stock import on MongoDB', () => {
  it(
    `writes ${CARS} cars in bounded batches, then a feed that changes every car, with nothing duplicated`,
    { timeout: 360_000 },
    async () => {
      const { dealer } = large
      const first = await importStock(payload, dealer, feedRecords(CARS, 0), { force: true })
      expect(first).toMatchObject({ created: CARS, updated: 0, markedSold: 0, rejected: [] })
      expect(first.timings!.batches).toBeGreaterThanOrEqual(2 * (CARS / 250))
      expect(await stored(large)).toEqual({ round: 0, cars: CARS, sold: 0, keys: CARS })

      // What the Local API reads back is what the feed said, in Payload's own shapes.
      const { docs } = await payload.find({
        collection: 'cars',
        where: { and: [{ tenant: { equals: dealer.id } }, { stockNumber: { equals: 'BN000007' } }] },
        depth: 0,
        overrideAccess: true,
      })
      const car = docs[0]!
      SAMPLE = car.slug!
      expect(car.tenant).toBe(dealer.id)
      expect(car.images).toHaveLength(8)
      expect(car.images![0]).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/) })
      expect(Date.parse(car.createdAt)).not.toBeNaN()
      expect(car.hideFromWebsite).toBe(false)
      console.log(
        `MongoDB wire server: ${CARS} cars imported in ${first.timings!.totalMs} ms (switch ${first.timings!.switchMs} ms)`,
      )

      // An editor's overrides on a car survive an import that changes it.
      await payload.update({
        collection: 'cars',
        id: car.id,
        data: { dealerComments: 'Our pick of the month.', featured: true },
        overrideAccess: true,
      })
      const second = await importStock(payload, dealer, feedRecords(CARS, 1), { force: true })
      expect(second).toMatchObject({ created: 0, updated: CARS, unchanged: 0 })
      expect(await stored(large)).toEqual({ round: 1, cars: CARS, sold: 0, keys: CARS })
      const edited = await payload.findByID({ collection: 'cars', id: car.id, depth: 0, overrideAccess: true })
      expect(edited).toMatchObject({ dealerComments: 'Our pick of the month.', featured: true })
      expect(edited.price).not.toBe(car.price)

      // A shorter full feed sells exactly the cars that left it.
      const shorter = await importStock(payload, dealer, feedRecords(CARS - 10, 1), { full: true, force: true })
      expect(shorter).toMatchObject({ markedSold: 10, unchanged: CARS - 10 })
      expect(await stored(large)).toMatchObject({ cars: CARS, sold: 10 })
      const back = await importStock(payload, dealer, feedRecords(CARS, 1), { full: true, force: true })
      expect(back).toMatchObject({ updated: 10, created: 0 })
      expect(await stored(large)).toMatchObject({ cars: CARS, sold: 0, keys: CARS })
    },
  )

  it(
    'an import killed before, during or after its commit is finished or undone by the next',
    { timeout: 900_000 },
    async () => {
      const { dealer, cars } = killed
      const reference = await importRound(killed, 2)
      expect(reference.code, reference.output).toBe(0)
      expect(await stored(killed)).toMatchObject({ round: 2, cars })
      // A car in the first batch of every import.
      const sample = (await storedCars(killed)).find((car) => car.stockNumber === 'BN000007')!.slug!
      const span = reference.importMs!
      const outcomes: string[] = []
      const kills: [string, Kill][] = [
        ...[0.08, 0.7].map((share): [string, Kill] => [
          `${Math.round(span * share)} ms in`,
          { afterMs: Math.round(span * share) },
        ]),
        // Once its first batch is applied (the second kept): the stored stock is part old, part new.
        [
          'while it applies',
          { when: async () => (await switchingImport(payload, dealer.id)) !== null && (await kept()) > 250 },
        ],
      ]
      let round = 2
      for (const [when, kill] of kills) {
        round++
        const before = await carBySlug(killed, sample)
        const run = await importRound(killed, round, kill)
        const left = await stored(killed)
        // Visitors read the previous import's stock whole until this one is finished.
        const switching = await switchingImport(payload, dealer.id)
        expect(await stored(killed, true)).toEqual({
          round: switching ? round - 1 : left.round,
          cars,
          sold: 0,
          keys: cars,
        })
        if (switching)
          expect(await carAsVisitorsSee(payload, dealer.id, sample, await carBySlug(killed, sample))).toEqual(before)
        if (kill.when) expect(left.round).toBe('mixed')
        // The stock task (every 15 minutes) finishes a committed import; an uncommitted one
        // left the old stock as it was. Either way: one import, whole.
        const finished = await finishInterruptedImports(payload)
        expect(await switchingImport(payload, dealer.id)).toBeNull()
        expect(await stored(killed)).toEqual({ round: finished.length ? round : left.round, cars, sold: 0, keys: cars })
        // The next import of the same feed ends with this round's prices on every car, once.
        const next = await importStock(payload, dealer, feedRecords(cars, round), { force: true })
        expect(next.refused).toBeUndefined()
        expect(await stored(killed)).toEqual({ round, cars, sold: 0, keys: cars })
        outcomes.push(
          `killed ${when} (${run.signal ?? `exit ${run.code}`}): left ${left.round}${switching ? ' (visitors saw the previous import)' : ''}${finished.length ? ', finished by the stock task' : ''}, then ${next.updated} updated`,
        )
      }
      console.log(`MongoDB wire server: import of ${cars} cars takes ${span} ms; ${outcomes.join('; ')}`)
    },
  )

  it('drops the photos no car names any more, and keeps those one does', async () => {
    const { pruneDroppedPhotos, DROPPED_PHOTO_DAYS } = await import('@search-sync/photos/prunePhotos')
    const named = (await carBySlug(large, SAMPLE))!.images![0]!.url
    const dropped = 'https://images.example.com/bench/gone/0.jpg'
    const options = { collection: 'photos' as const, overrideAccess: true }
    await payload.create({ ...options, data: { source: named, key: 'a'.repeat(32), width: 800, height: 600 } })
    await payload.create({ ...options, data: { source: dropped, key: 'b'.repeat(32), width: 800, height: 600 } })
    const removed: string[] = []
    const store = {
      read: async () => null,
      has: async () => true,
      write: async () => {},
      remove: async (key: string) => void removed.push(key),
    }
    const at = (days: number) => new Date(Date.now() + days * 86_400_000)
    expect(await pruneDroppedPhotos(payload, { now: at(0), store })).toMatchObject({
      unused: 1,
      removed: 0,
    })
    expect(await pruneDroppedPhotos(payload, { now: at(DROPPED_PHOTO_DAYS + 1), store })).toMatchObject({
      removed: 1,
      filesRemoved: 1,
    })
    expect(removed).toEqual(['b'.repeat(32)])
    const left = (await payload.find({ ...options, depth: 0, limit: 0, pagination: false })).docs.map(
      (doc) => doc.source,
    )
    expect(left).toContain(named)
    expect(left).not.toContain(dropped)
  })
})
