import { expect } from '@playwright/test'
import { siteRequest, test } from './env'

// The stock search API against the seeded demo stock (imported through the feed import and
// indexed in Elasticsearch during the e2e set-up).
test.describe('GET /api/search', () => {
  test('answers for the host’s dealer only, with facets, stats and pages', async ({ request }) => {
    const response = await request.get(...siteRequest('harbour-toyota', '/api/search?make=Toyota&sortBy=price_desc'))
    expect(response.status()).toBe(200)
    const body = await response.json()
    expect(body.count).toBeGreaterThan(300)
    expect(body.hits).toHaveLength(21)
    expect(body.hits.every((hit: { tenant: string; make: string }) => hit.make === 'Toyota')).toBe(true)
    expect(Object.keys(body.facets.make)).toEqual(['Toyota'])
    expect(body.facetStats.price.max).toBeGreaterThan(body.facetStats.price.min)
    const prices = body.hits.map((hit: { price: number }) => hit.price)
    expect(prices).toEqual([...prices].sort((a, b) => b - a))
    expect(body.pages).toBe(Math.ceil(body.count / 21))

    const group = await (await request.get(...siteRequest('southern-cross', '/api/search?make=Toyota'))).json()
    expect(group.count).toBe(0)
    expect(Object.keys(group.facets.make)).toEqual(expect.arrayContaining(['Kia', 'Mazda', 'Suzuki']))
  })

  test('a bad parameter gets a 400 naming it; an unknown host a 404', async ({ request }) => {
    const bad = await request.get(...siteRequest('harbour-toyota', '/api/search?price=cheap'))
    expect(bad.status()).toBe(400)
    expect(await bad.json()).toEqual({
      parameter: 'price',
      error: 'Invalid search parameter "price": must be a range such as 10000-30000, 10000- or -30000.',
    })
    const unknown = await request.get(...siteRequest('nobody', '/api/search'))
    expect(unknown.status()).toBe(404)
  })
})
