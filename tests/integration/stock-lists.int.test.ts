// Stock lists on pages (the stock grid and Get Finance Now blocks) come from the configured
// search engine under the site's scope, and promo cards join them by car type and dates.
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { promoCardsFor } from '@/content/promoCards'
import { featuredUsedStock, listedCars, stockList } from '@/search/stockList'
import { importStock } from '@search-sync/feed/importStock'
import { seededPayload, tenantBySlug } from './payload'

let payload: Payload
let toyota: Tenant

const photos = (n: number) => Array.from({ length: n }, (_, i) => `/demo-stock/suv-red.svg?photo=${i + 1}`)
const car = (stocknum: string, fields: Record<string, unknown>) => ({
  stocknum,
  make: 'Toyota',
  model: 'RAV4',
  car_type: 'used',
  price: 30_000,
  images: photos(3),
  ...fields,
})

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
  const records = [
    car('N1', { car_type: 'new', model: 'Camry' }),
    car('U1', { images: photos(1), custom_rank: 99 }),
    car('U0', { images: [], custom_rank: 98 }),
    ...Array.from({ length: 7 }, (_, i) =>
      car(`U${i + 2}`, { custom_rank: 50 - i, model: i === 6 ? 'HiLux' : 'RAV4' }),
    ),
    car('C1', { status: 'coming_soon', custom_rank: 10, model: 'Kluger' }),
  ].map((fields, i) => ({ line: i + 1, fields }))
  const report = await importStock(payload, toyota, records)
  expect(report.rejected).toEqual([])
  // An editor features the lowest-ranked used car: it leads the featured list.
  const hilux = (
    await payload.find({ collection: 'cars', where: { stockNumber: { equals: 'U8' } }, overrideAccess: true })
  ).docs[0]!
  await payload.update({ collection: 'cars', id: hilux.id, data: { featured: true }, overrideAccess: true })
})

afterAll(async () => {
  await payload.destroy()
})

describe('featured used stock (Get Finance Now)', () => {
  it('is at most 6 used cars in stock with more than one photo, featured first', async () => {
    const { hits } = await featuredUsedStock(payload, toyota)
    expect(hits).toHaveLength(6)
    expect(
      hits.every(
        (hit) => hit.car_type === 'used' && hit.photos_count > 1 && ['in_stock', 'coming_soon'].includes(hit.status),
      ),
    ).toBe(true)
    expect(hits[0]!.model).toBe('HiLux')
    const stockNumbers = hits.map((hit) => hit.text.split(' ').pop())
    expect(stockNumbers).not.toContain('U1')
    expect(stockNumbers).not.toContain('U0')
  })
})

describe('stock grid lists', () => {
  it('filter by car type and make and stop at the limit, with the full count for the search link', async () => {
    const newCars = await stockList(payload, toyota, { terms: { car_type: ['new'] }, limit: 3 })
    expect(newCars.hits.map((hit) => hit.model)).toEqual(['Camry'])
    const used = await stockList(payload, toyota, { terms: { car_type: ['used'] }, sortBy: 'custom_rank', limit: 3 })
    expect(used.hits).toHaveLength(3)
    // U0 has no photo and this dealer lists cars with at least one.
    expect(used.count).toBe(9)
    expect(used.hits[0]!.model).toBe('HiLux')
    expect((await stockList(payload, toyota, { terms: { make: ['Kia'] }, limit: 3 })).count).toBe(0)
  })

  it('filter by price range and body type (a “Used under $30k” grid)', async () => {
    const used = { car_type: ['used'] }
    const count = async (request: Omit<Parameters<typeof stockList>[2], 'limit'>) =>
      (await stockList(payload, toyota, { ...request, limit: 3 })).count
    // Every used car here is $30,000 and its body is unknown ("Other").
    expect(await count({ terms: used, ranges: { price: { max: 30_000 } } })).toBe(9)
    expect(await count({ terms: used, ranges: { price: { max: 29_999 } } })).toBe(0)
    expect(await count({ terms: used, ranges: { price: { min: 30_001 } } })).toBe(0)
    expect(await count({ terms: { ...used, body: ['Other'] } })).toBe(9)
    expect(await count({ terms: { ...used, body: ['SUV', 'Ute'] } })).toBe(0)
  })
})

describe('promo cards for a stock list', () => {
  it('follow the list’s car types and their dates', async () => {
    const titles = async (types: string[], now?: Date) =>
      (await promoCardsFor(toyota, types, now)).map((card) => card.title)
    expect(await titles(['new'])).toEqual(['Toyota Service Advantage: capped-price servicing'])
    expect(await titles(['used'])).toEqual(['Toyota Service Advantage: capped-price servicing', 'Sell your car to us'])
    expect(await titles([])).toHaveLength(2)
    expect(await titles([], new Date(Date.now() + 400 * 86_400_000))).toEqual([])
    const [advantage] = await promoCardsFor(toyota, ['new'])
    expect(advantage!.positions).toEqual([4, 17])
    expect(advantage!.image?.url).toMatch(/^\/api\/media\/file\//)
  })
})

describe('the whole listed stock (the sitemap’s vehicle pages)', () => {
  it('pages through every car the site lists, each once, newest first', async () => {
    const listed = (await stockList(payload, toyota, { limit: 1 })).count
    const cars = await listedCars(payload, toyota, new Date(), 4)
    expect(cars).toHaveLength(listed)
    expect(new Set(cars.map((car) => car.slug)).size).toBe(listed)
    const added = cars.map((car) => car.created_at_timestamp)
    expect(added).toEqual([...added].sort((a, b) => b - a))
  })
})
