// A large push is not imported while the dealer management system waits: it is checked,
// kept for the stock queue and answered 202 with the job's id; the job imports it and the
// report lands in the dealer's import history.
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { recentImports } from '@search-sync/importHistory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { POST } from '@/app/api/stock-feed/[slug]/route'
import { PUSH_INLINE_LIMIT } from '@search-sync/jobs/pushedStockImport'
import { workJobQueues } from '@/jobs/worker'
import { feedRow } from '../../scripts/bench/syntheticFeed'
import { seededPayload, tenantBySlug } from './payload'

const TOKEN = 'push-queue-test-token-0123456789'
let payload: Payload
let outback: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  outback = await tenantBySlug(payload, 'outback-cars')
  await payload.update({
    collection: 'tenants',
    id: outback.id,
    data: { stock: { pushToken: TOKEN } },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.destroy()
})

const push = (cars: unknown[], query = '') =>
  POST(
    new NextRequest(`http://localhost/api/stock-feed/outback-cars${query}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(cars),
    }),
    { params: Promise.resolve({ slug: 'outback-cars' }) },
  )

describe('large stock pushes', () => {
  it(
    'are answered 202 with the job id, imported by the stock queue, and reported in the dealer’s import history',
    { timeout: 120_000 },
    async () => {
      const count = PUSH_INLINE_LIMIT + 500
      const response = await push(
        Array.from({ length: count }, (_, i) => feedRow(i)),
        '?partial=1',
      )
      expect(response.status).toBe(202)
      const answer = (await response.json()) as { job_id: string; received: number }
      expect(answer.received).toBe(count)
      // Nothing is imported yet: the job does it.
      expect(
        (await payload.count({ collection: 'cars', where: { stockNumber: { like: 'BN' } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)

      expect(
        await payload.count({
          collection: 'payload-jobs',
          where: { id: { equals: answer.job_id }, completedAt: { exists: false } },
          overrideAccess: true,
        }),
      ).toMatchObject({ totalDocs: 1 })
      await workJobQueues(payload)
      // Done: Payload drops completed jobs; the import's report is what stays.
      expect(
        await payload.count({
          collection: 'payload-jobs',
          where: { id: { equals: answer.job_id }, completedAt: { exists: false } },
          overrideAccess: true,
        }),
      ).toMatchObject({ totalDocs: 0 })
      expect(
        (await payload.count({ collection: 'cars', where: { stockNumber: { like: 'BN' } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(count)
      expect((await recentImports(payload, outback.id, 1))[0]).toMatchObject({
        arrival: 'queued-push',
        status: 'imported',
        received: count,
        created: count,
        updated: 0,
      })
      // The feed itself is not kept once imported; the report is.
      const { docs } = await payload.find({ collection: 'stock-pushes', overrideAccess: true })
      expect(docs).toMatchObject([{ status: 'imported', feed: null, report: { created: count } }])
    },
  )

  it(
    'a large push the shrink guard refuses is reported as refused, and small pushes are still answered with their report',
    { timeout: 120_000 },
    async () => {
      const small = await push([feedRow(0, 1)], '?partial=1')
      expect(small.status).toBe(200)
      expect(await small.json()).toMatchObject({ updated: 1 })
      // Every import is in the dealer's history, not only the nightly one.
      expect((await recentImports(payload, outback.id, 1))[0]).toMatchObject({
        arrival: 'push',
        status: 'imported',
        received: 1,
        created: 0,
        updated: 1,
      })

      // A full feed of all-new stock numbers would take every listed car off sale.
      const renumbered = Array.from({ length: PUSH_INLINE_LIMIT + 1 }, (_, i) => ({
        ...feedRow(i),
        stocknum: `NEW${i}`,
        vin: `NEWVIN${i}`,
      }))
      expect((await push(renumbered)).status).toBe(202)
      await workJobQueues(payload)
      const [refused] = await recentImports(payload, outback.id, 1)
      expect(refused).toMatchObject({ arrival: 'queued-push', status: 'refused', markedSold: 0 })
      expect(refused?.message).toMatch(/The feed would take \d+ of the \d+ cars in stock off sale/)
      expect(
        (await payload.count({ collection: 'cars', where: { stockNumber: { like: 'NEW' } }, overrideAccess: true }))
          .totalDocs,
      ).toBe(0)
    },
  )
})
