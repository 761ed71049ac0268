// A stock import killed outright (SIGKILL, no chance to clean up) at random points before,
// during and after its commit: the database holds the old stock or the new, whole, never a
// mixture; the next import runs (the dead import's lock and staging area do not block it);
// and after the reconciler the search index equals the database car by car.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { importStock } from '@search-sync/feed/importStock'
import { reconcileCarIndex } from '@search-sync/index/reconcileIndex'
import { feedRecords, feedRow } from '../../scripts/bench/syntheticFeed'
import { importInChild, type ImportRun } from '../fixtures/importInChild'
import { seededPayload, tenantBySlug } from './payload'
import { databaseDocuments, indexedDocuments, searchClient } from './searchIndex'

const CARS = 3_000
const KILLS = 6
let payload: Payload
let outback: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  outback = await tenantBySlug(payload, 'outback-cars')
  await importStock(payload, outback, feedRecords(CARS, 0), { force: true })
})

afterAll(async () => {
  await payload.destroy()
  await searchClient.close()
})

/** The CLI import of `round`'s feed, in a child process of its own, killed `killAfterMs` after the import began. */
function importRound(round: number, killAfterMs?: number): Promise<ImportRun> {
  const file = path.join(tmpdir(), `crash-feed-${process.pid}-${round}.json`)
  writeFileSync(file, JSON.stringify(Array.from({ length: CARS }, (_, i) => feedRow(i, round))))
  return importInChild(['--tenant', 'outback-cars', '--file', file, '--force'], {
    env: { NODE_ENV: 'production' },
    killAfterMs,
  })
}

/** Which round of prices the stored feed cars carry: one round for all of them, or a failure. */
async function storedRound(): Promise<number> {
  const { docs } = await payload.find({
    collection: 'cars',
    where: { and: [{ tenant: { equals: outback.id } }, { stockNumber: { like: 'BN' } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { stockNumber: true, price: true },
  })
  expect(docs).toHaveLength(CARS)
  const rounds = new Set(
    docs.map((car) => (car.price! - (feedRow(Number(car.stockNumber.slice(2)), 0).price as number)) / 500),
  )
  expect([...rounds], 'every car from one import, never a mixture').toHaveLength(1)
  return [...rounds][0]!
}

describe('an import killed at any point', () => {
  it(
    `leaves the database all-or-nothing and the index repairable, at ${KILLS} random points`,
    { timeout: 600_000 },
    async () => {
      // An uninterrupted run measures how long the import takes from its first line to its end.
      const reference = await importRound(1)
      expect(reference.code, reference.output).toBe(0)
      expect(await storedRound()).toBe(1)
      const span = reference.importMs!

      const outcomes: string[] = []
      let committed = 1
      for (let kill = 1; kill <= KILLS; kill++) {
        const round = kill + 1
        // One random point in each tenth of the import and a little past its end, so the kills
        // land before, during and after the commit in every run.
        const after = Math.round(((kill - 1 + Math.random()) / KILLS) * span * 1.1)
        const run = await importRound(round, after)
        const stored = await storedRound()
        expect([committed, round]).toContain(stored)
        committed = stored
        outcomes.push(
          `killed ${after} ms in (${run.signal ?? `exit ${run.code}`}): ${stored === round ? 'new stock' : 'old stock'}`,
        )
      }
      console.log(`import of ${CARS} cars takes ${span} ms; ${outcomes.join('; ')}`)
      // The first kill comes before the switch, the last after the import ended.
      expect(outcomes.some((outcome) => outcome.endsWith('old stock'))).toBe(true)
      expect(outcomes.some((outcome) => outcome.endsWith('new stock'))).toBe(true)

      // The next import runs: the dead imports' lock and staging area are not in its way.
      const next = await importStock(payload, outback, feedRecords(CARS, 20), { force: true })
      expect(next.refused).toBeUndefined()
      expect(await storedRound()).toBe(20)
      // Kill once more, then repair: the reconciler levels the index with the database, car by car.
      await importRound(21, Math.round(span / 2))
      await reconcileCarIndex(payload, { tenants: [outback] })
      expect(await indexedDocuments(outback)).toEqual(await databaseDocuments(payload, outback))
    },
  )
})
