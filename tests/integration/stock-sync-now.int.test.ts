// Sync now on the admin's Stock page: who may press it, the import it queues, and the history
// the page shows (every path into the stock records there, in the dealer's time).
import path from 'node:path'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { POST } from '@/app/api/stock-sync/[slug]/route'
import { workJobQueues } from '@/jobs/worker'
import { recentImports } from '@search-sync/importHistory'
import { ImportHistory } from '@/admin/stock/ImportHistory'
import { dealerStock, dealerTime } from '@/admin/stock/stockPage'
import { seededPayload, tenantBySlug } from './payload'
import { authorizationOf, staffUser } from './staffUsers'

let payload: Payload
let dealer: Tenant
let harbour: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  harbour = await tenantBySlug(payload, 'harbour-toyota')
  dealer = await payload.create({
    collection: 'tenants',
    data: {
      name: 'Sync Now Motors',
      slug: 'sync-now-motors',
      template: 'brand',
      identity: { timeZone: 'Australia/Perth' },
      stock: { feedSource: path.resolve('search-sync/feed/examples/stock-feed.json') },
    },
    overrideAccess: true,
  })
  await staffUser(payload, 'editor@sync-now.test', [{ tenant: dealer, roles: ['editor'] }])
  await staffUser(payload, 'viewer@sync-now.test', [{ tenant: dealer, roles: ['viewer'] }])
  await staffUser(payload, 'editor@elsewhere.test', [{ tenant: harbour, roles: ['editor'] }])
})
afterAll(async () => {
  await payload.destroy()
})

async function syncNow(email: string | null, slug = 'sync-now-motors') {
  const headers = new Headers({ host: 'localhost:3000' })
  if (email) headers.set('authorization', await authorizationOf(payload, email))
  const response = await POST(
    new NextRequest(`http://localhost:3000/api/stock-sync/${slug}`, { method: 'POST', headers }),
    {
      params: Promise.resolve({ slug }),
    },
  )
  return { status: response.status, body: (await response.json()) as { import?: string; error?: string } }
}

describe('Sync now', () => {
  it('is refused to visitors (401), viewers (403) and staff of other dealers (404, as for no such dealer)', async () => {
    expect((await syncNow(null)).status).toBe(401)
    expect(await syncNow('viewer@sync-now.test')).toMatchObject({ status: 403, body: { error: /Viewers/ } })
    expect((await syncNow('editor@elsewhere.test')).status).toBe(404)
    expect((await syncNow('editor@sync-now.test', 'no-such-dealer')).status).toBe(404)
    expect(await recentImports(payload, dealer.id)).toEqual([])
  })

  it('a dealer without a feed source is told where its stock comes from (409)', async () => {
    expect(await syncNow('editor@elsewhere.test', 'harbour-toyota')).toMatchObject({
      status: 409,
      body: { error: /no feed source/ },
    })
  })

  it('queues one import of the feed source, which the stock queue runs; the Stock page shows it in the dealer’s time', async () => {
    const first = await syncNow('editor@sync-now.test')
    expect(first.status).toBe(202)
    // A second press while it waits answers the same import instead of queuing another.
    expect((await syncNow('editor@sync-now.test')).body.import).toBe(first.body.import)
    const queued = await recentImports(payload, dealer.id)
    expect(queued).toMatchObject([{ arrival: 'sync-now', status: 'queued', requestedBy: 'editor@sync-now.test' }])
    expect(String(queued[0]!.id)).toBe(first.body.import)

    await workJobQueues(payload)
    const [done] = await recentImports(payload, dealer.id)
    expect(done).toMatchObject({ arrival: 'sync-now', status: 'imported', received: 3, created: 3, rejectedCount: 0 })
    expect(Date.parse(done!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(done!.startedAt!))

    const editor = await staffUser(payload, 'editor@sync-now.test', [])
    const stock = await dealerStock(payload, editor, dealer)
    expect(stock).toMatchObject({ listedCars: 3, maySync: true, timeZone: 'Australia/Perth' })
    const html = renderToStaticMarkup(ImportHistory({ imports: stock.imports, timeZone: stock.timeZone }))
    expect(html).toContain(dealerTime(done!.startedAt!, 'Australia/Perth'))
    expect(html).toMatch(/Sync now<small> by editor@sync-now.test<\/small>/)
    expect(html).toContain('Imported')

    const viewer = await staffUser(payload, 'viewer@sync-now.test', [])
    expect((await dealerStock(payload, viewer, dealer)).maySync).toBe(false)
  })

  it('an unreadable feed source ends the import as failed, with the reason', async () => {
    await payload.update({
      collection: 'tenants',
      id: dealer.id,
      data: { stock: { feedSource: '/no/such/feed.json' } },
      overrideAccess: true,
    })
    expect((await syncNow('editor@sync-now.test')).status).toBe(202)
    await workJobQueues(payload)
    expect((await recentImports(payload, dealer.id, 1))[0]).toMatchObject({
      status: 'failed',
      message: 'No feed file at /no/such/feed.json.',
    })
  })
})

describe('the dealer time on the Stock page', () => {
  it('is the dealer’s own zone, not the server’s', () => {
    expect(dealerTime('2026-11-24T10:02:00Z', 'Australia/Perth')).toBe('Tue, 24 Nov, 6:02 pm')
    expect(dealerTime('2026-11-24T10:02:00Z', 'Pacific/Auckland')).toBe('Tue, 24 Nov, 11:02 pm')
  })
})
