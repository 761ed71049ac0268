// The embedded engine serves search straight from the database (no ELASTICSEARCH_URL):
// imports and editors' saves are visible on the next search, per dealer.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant, User } from '@/payload-types'
import { embeddedEngineFromDatabase } from '@/search/embeddedFromDatabase'
import { parseSearchQuery } from '@/search/query'
import { siteScopeOf } from '@/search/siteScope'
import { importStock } from '@search-sync/feed/importStock'
import { seededPayload, tenantBySlug, userByEmail } from './payload'

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

afterAll(async () => {
  await payload.destroy()
})

const feed = (make: string, models: string[]) =>
  models.map((model, i) => ({
    line: i + 1,
    fields: {
      stocknum: `${make[0]}${i}`,
      make,
      model,
      car_type: 'used',
      // Recent enough for Harbour's lender (type A) to show finance estimates.
      year: 2022,
      price: 20_000 + i * 1_000,
      images: ['https://cdn.example.com/a.jpg'],
    } as Record<string, unknown>,
  }))

describe('embedded search over the database', () => {
  it('finds a dealer’s imported cars and only theirs; follows editors’ changes on the next search', async () => {
    const engine = embeddedEngineFromDatabase(payload)
    const search = (tenant: Tenant, qs = '') =>
      engine.search(siteScopeOf(tenant), parseSearchQuery(new URLSearchParams(qs)))
    await importStock(payload, toyota, feed('Toyota', ['RAV4', 'HiLux', 'Corolla']))
    await importStock(payload, group, feed('Kia', ['Sportage']))

    const first = await search(toyota, 'sortBy=price_asc')
    expect(first.hits.map((h) => h.model)).toEqual(['RAV4', 'HiLux', 'Corolla'])
    expect(first.facets.make).toEqual({ Toyota: 3 })
    expect((await search(group)).hits.map((h) => h.make)).toEqual(['Kia'])

    const hilux = (
      await payload.find({ collection: 'cars', where: { model: { equals: 'HiLux' } }, overrideAccess: true })
    ).docs[0]!
    await payload.update({
      collection: 'cars',
      id: hilux.id,
      data: { hideFromWebsite: true },
      user: editor,
      overrideAccess: false,
    })
    expect((await search(toyota, 'query=hil')).count).toBe(0)
    expect((await search(toyota)).count).toBe(2)
  })

  it('shows a dealer’s new finance terms in weekly prices on the next search', async () => {
    const engine = embeddedEngineFromDatabase(payload)
    const weekly = async () =>
      (await engine.search(siteScopeOf(toyota), parseSearchQuery(new URLSearchParams('sortBy=price_asc')))).hits[0]!
        .weekly_price!
    const before = await weekly()
    await payload.update({
      collection: 'tenants',
      id: toyota.id,
      data: { finance: { interestRate: 2.5 } },
      overrideAccess: true,
    })
    expect(await weekly()).toBeLessThan(before)
  })
})
