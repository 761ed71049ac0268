// The search index follows the database by construction: whatever an import or a save could
// not index (Elasticsearch down, a process killed between its commit and the indexing) is
// found by comparing versions and repaired by the reconciler, which says what it fixed.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { recentImports } from '@search-sync/importHistory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { importStock } from '@search-sync/feed/importStock'
import { carIndexAlias } from '@/search/elasticsearchClient'
import { reconcileCarIndex } from '@search-sync/index/reconcileIndex'
import { feedRecords, feedRow } from '../../scripts/bench/syntheticFeed'
import { runScript } from '../fixtures/runScript'
import { seededPayload, tenantBySlug } from './payload'
import { databaseDocuments, indexedDocuments, searchClient } from './searchIndex'

let payload: Payload
let outback: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  outback = await tenantBySlug(payload, 'outback-cars')
})

afterAll(async () => {
  await payload.destroy()
  await searchClient.close()
})

/** Runs `work` with the search engine configured at an address where nothing answers. */
async function withSearchDown<T>(work: () => Promise<T>): Promise<T> {
  const url = process.env.ELASTICSEARCH_URL
  process.env.ELASTICSEARCH_URL = 'http://127.0.0.1:9'
  try {
    return await work()
  } finally {
    process.env.ELASTICSEARCH_URL = url
  }
}

describe('the search index follows the database', () => {
  it(
    'an import whose indexing failed says so; the next run of the same feed repairs the index',
    { timeout: 120_000 },
    async () => {
      const feed = feedRecords(300)
      const failed = await withSearchDown(() => importStock(payload, outback, feed, { force: true }))
      expect(failed).toMatchObject({ created: 300 })
      expect(failed.indexProblem).toMatch(/search index is behind/)
      expect((await indexedDocuments(outback)).filter((doc) => doc.slug.includes('bn0'))).toEqual([])

      // The database has nothing left to change, yet the index is brought level.
      const again = await importStock(payload, outback, feed, { force: true })
      expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 300, index: { indexed: 300 } })
      expect(again.indexProblem).toBeUndefined()
      expect(await indexedDocuments(outback)).toEqual(await databaseDocuments(payload, outback))
    },
  )

  it('finds and repairs every kind of drift, and reports what it fixed', { timeout: 60_000 }, async () => {
    const docs = await indexedDocuments(outback)
    const [missing, stale] = docs
    // A document lost, one made from an older version of its car, one whose car is gone,
    // and a car hidden by a write that never reached the index.
    await searchClient.delete({ index: carIndexAlias(), id: missing!.id, refresh: true })
    await searchClient.index({
      index: carIndexAlias(),
      id: stale!.id,
      document: { ...stale, price: 1, source_version: 'old' },
      refresh: true,
    })
    await searchClient.index({
      index: carIndexAlias(),
      id: '987654321',
      document: { ...stale, id: '987654321' },
      refresh: true,
    })
    const hidden = docs[2]!
    await payload.update({
      collection: 'cars',
      id: hidden.id,
      data: { hideFromWebsite: true },
      overrideAccess: true,
      context: { skipSearchIndex: true },
    })

    const [report] = await reconcileCarIndex(payload, { tenants: [outback] })
    expect(report).toEqual({ tenant: 'outback-cars', expected: docs.length - 1, indexed: 2, removed: 2 })
    expect(await indexedDocuments(outback)).toEqual(await databaseDocuments(payload, outback))
    expect((await reconcileCarIndex(payload, { tenants: [outback] }))[0]).toMatchObject({ indexed: 0, removed: 0 })
  })

  it(
    'the CLI exits non-zero while the index is behind; npm run search:reconcile brings it level',
    { timeout: 120_000 },
    async () => {
      const file = path.join(tmpdir(), `reconcile-feed-${process.pid}.json`)
      writeFileSync(file, JSON.stringify(Array.from({ length: 300 }, (_, i) => feedRow(i, 1))))
      const down = await runScript('scripts/sync-stock.ts', ['--tenant', 'outback-cars', '--file', file, '--force'], {
        env: { ELASTICSEARCH_URL: 'http://127.0.0.1:9' },
      })
      expect(down.code, down.output).toBe(1)
      expect(down.output).toMatch(/300 received, (300 created, 0 updated|0 created, 300 updated)/)
      expect(down.output).toMatch(/SEARCH INDEX BEHIND/)
      // The dealer's staff see it on the Stock page.
      const [latest] = await recentImports(payload, outback.id, 1)
      expect(latest).toMatchObject({ arrival: 'command-line', status: 'imported', received: 300 })
      expect(latest?.message).toMatch(/search index is behind/)

      const repaired = await runScript('scripts/search-reconcile.ts', ['--tenant', 'outback-cars'])
      expect(repaired.code, repaired.output).toBe(0)
      // Every listed car of the feed was rewritten (one of them an editor hid above).
      const listedFromFeed = (await databaseDocuments(payload, outback)).filter((doc) =>
        /bn\d{6}$/.test(doc.slug),
      ).length
      expect(repaired.output).toContain(`fixed: ${listedFromFeed} documents written, 0 removed`)
      expect(await indexedDocuments(outback)).toEqual(await databaseDocuments(payload, outback))
    },
  )
})
