// The nightly import through the jobs queue's task, and the DMS token rule.
import path from 'node:path'
import type { Payload } from 'payload'
import { recentImports } from '@search-sync/importHistory'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { pushTokenMatches } from '@tenants/pushToken'
import { runDueStockSyncs } from '@search-sync/jobs/nightlyStockSync'
import { dealerStock } from '@/admin/stock/stockPage'
import { dashboardFor } from '@/admin/dashboard/dashboardData'
import { seededPayload, tenantBySlug, userByEmail } from './payload'

let payload: Payload
let toyota: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  await payload.update({
    collection: 'tenants',
    id: toyota.id,
    data: {
      stock: {
        feedSource: path.resolve('search-sync/feed/examples/stock-feed.json'),
        pushToken: 'a-dealer-management-system-token-0123456789',
      },
    },
    overrideAccess: true,
  })
})

afterAll(async () => {
  await payload.destroy()
})

const stored = () => payload.findByID({ collection: 'tenants', id: toyota.id, depth: 0, overrideAccess: true })

describe('the nightly stock import', () => {
  it('runs once per dealer-local day from 02:00 and records what it did', async () => {
    const beforeTwo = new Date('2026-11-21T14:30:00Z') // 01:30 in Sydney
    expect(await runDueStockSyncs(payload, beforeTwo)).toEqual([])

    const afterTwo = new Date('2026-11-21T15:10:00Z') // 02:10 in Sydney on 22 Nov
    const outcomes = await runDueStockSyncs(payload, afterTwo)
    expect(outcomes).toEqual([
      {
        tenant: 'harbour-toyota',
        ok: true,
        summary: '3 created, 0 updated, 0 unchanged, 0 sold, 0 rejected. 3 photos could not be fetched',
      },
    ])
    expect((await stored()).stock?.lastSyncedOn).toBe('2026-11-22')
    expect(await recentImports(payload, toyota.id, 1)).toMatchObject([
      { arrival: 'nightly', status: 'imported', received: 3, created: 3, startedAt: afterTwo.toISOString() },
    ])

    expect(await runDueStockSyncs(payload, new Date('2026-11-21T20:00:00Z'))).toEqual([])
  })

  it('records a failure once, tries again later each time, five times a day at most, and carries on the next day', async () => {
    await payload.update({
      collection: 'tenants',
      id: toyota.id,
      data: { stock: { feedSource: '/no/such/feed.json' } },
      overrideAccess: true,
    })
    const failed = { tenant: 'harbour-toyota', ok: false, summary: 'Failed: No feed file at /no/such/feed.json.' }
    const sydney = (hhmm: string, day = '2026-11-23') => new Date(new Date(`${day}T${hhmm}:00+11:00`).getTime())
    const nightlyFailures = async () =>
      (await recentImports(payload, toyota.id, 20)).filter((r) => r.arrival === 'nightly' && r.status === 'failed')
    const before = (await nightlyFailures()).length

    expect(await runDueStockSyncs(payload, sydney('02:10'))).toEqual([failed])
    expect((await stored()).stock?.lastSyncedOn, 'a failed day is not a synced day').toBe('2026-11-22')
    expect(await recentImports(payload, toyota.id, 1)).toMatchObject([
      { arrival: 'nightly', status: 'failed', message: 'No feed file at /no/such/feed.json.' },
    ])
    expect((await nightlyFailures()).length - before, 'one record per failure').toBe(1)
    // The Stock page says when it is tried again.
    const admin = await userByEmail(payload, 'admin@platform.test')
    const page = async (at: Date) => (await dealerStock(payload, admin, await stored(), at)).nightlyRetry
    expect(await page(sydney('02:11'))).toEqual({ failures: 1, next: sydney('02:25').toISOString() })
    // So does the dashboard, with the last import's reason.
    const editor = await userByEmail(payload, 'editor@harbour-toyota.test')
    const [onDashboard] = (await dashboardFor(payload, editor, sydney('02:11'))).dealers
    expect(onDashboard).toMatchObject({
      lastImport: { status: 'failed', message: 'No feed file at /no/such/feed.json.' },
      nightlyRetry: { failures: 1, next: sydney('02:25').toISOString() },
    })

    // Waits 15, 30, 60 and 120 minutes after each failure; runs at every 15-minute tick otherwise skipped.
    expect(await runDueStockSyncs(payload, sydney('02:20'))).toEqual([])
    expect(await runDueStockSyncs(payload, sydney('02:25'))).toEqual([failed])
    expect(await runDueStockSyncs(payload, sydney('02:50'))).toEqual([])
    expect(await runDueStockSyncs(payload, sydney('02:55'))).toEqual([failed])
    expect(await runDueStockSyncs(payload, sydney('03:55'))).toEqual([failed])
    expect(await runDueStockSyncs(payload, sydney('05:40'))).toEqual([])
    expect(await runDueStockSyncs(payload, sydney('05:55'))).toEqual([failed])
    expect(await runDueStockSyncs(payload, sydney('09:55')), 'five tries a day').toEqual([])
    expect((await nightlyFailures()).length - before).toBe(5)
    expect(await page(sydney('10:00'))).toEqual({ failures: 5, next: null })

    // The feed is back: the next day's import runs at its hour.
    await payload.update({
      collection: 'tenants',
      id: toyota.id,
      data: { stock: { feedSource: path.resolve('search-sync/feed/examples/stock-feed.json') } },
      overrideAccess: true,
    })
    expect(await runDueStockSyncs(payload, sydney('02:10', '2026-11-24'))).toMatchObject([{ ok: true }])
    expect((await stored()).stock?.lastSyncedOn).toBe('2026-11-24')
    expect(await page(sydney('02:30', '2026-11-24'))).toBeNull()
  })
})

describe('the dealer management system token', () => {
  it('is stored as a fingerprint only, matches the token, and is hidden from dealer staff', async () => {
    const token = (await stored()).stock?.pushToken
    expect(token).toMatch(/^sha256:[0-9a-f]{64}$/)
    expect(pushTokenMatches(token, 'a-dealer-management-system-token-0123456789')).toBe(true)
    expect(pushTokenMatches(token, 'a-dealer-management-system-token-012345678X')).toBe(false)
    expect(pushTokenMatches(token, undefined)).toBe(false)

    const editor = await userByEmail(payload, 'editor@harbour-toyota.test')
    const seen = await payload.findByID({ collection: 'tenants', id: toyota.id, user: editor, overrideAccess: false })
    expect(seen.stock?.pushToken).toBeUndefined()
  })

  it('needs at least 32 characters', async () => {
    await expect(
      payload.update({
        collection: 'tenants',
        id: toyota.id,
        data: { stock: { pushToken: 'short' } },
        overrideAccess: true,
      }),
    ).rejects.toThrow(/invalid/i)
    expect((await stored()).stock?.pushToken).toMatch(/^sha256:/)
  })
})
