// One behaviour for every search engine: the cases below run against Elasticsearch and,
// with the embedded engine, against that too, and must give identical answers.
import { describe, expect, it } from 'vitest'
import type { SearchDocument } from '@/search/document'
import { stockCategories } from '@/domain/vehicleClassification'
import type { SearchEngine, SiteScope } from './engine'
import { parseSearchQuery } from './query'

export const NOW = new Date('2026-11-22T00:00:00.000Z')
const nowSeconds = NOW.getTime() / 1000
const DAY = 86_400

type Spec = Partial<SearchDocument> & Pick<SearchDocument, 'id' | 'make' | 'model'>
const base = (spec: Spec): SearchDocument => ({
  tenant: '1',
  slug: spec.id,
  name: `${spec.year ?? 2024} ${spec.make} ${spec.model}`,
  text: `${spec.year ?? 2024} ${spec.make} ${spec.model} ${spec.badge ?? ''}`.trim(),
  year: 2024,
  make_model: `${spec.make}|${spec.model}`,
  badge: null,
  body: 'SUV',
  colour: 'White',
  car_type: 'used',
  status: 'in_stock',
  item_type: null,
  fuel: 'Petrol',
  transmission: 'Automatic',
  drive: 'FWD',
  seats: 5,
  state: 'NSW',
  city: 'Auburn',
  location_name: 'Harbour City Toyota - Sales',
  location: { lat: -33.8497, lon: 151.0331 },
  dealership_name: 'Harbour City Toyota',
  tag: null,
  certified: false,
  reserved: false,
  held_until: null,
  reserve_offered: true,
  preorder: false,
  price: 30_000,
  price_type: 'drive_away',
  before_price: null,
  subscription_price: null,
  km: 10_000,
  photos_count: 5,
  custom_rank: 0,
  featured: false,
  primary_photo: null,
  created_at_timestamp: 1_000,
  sold_date_timestamp: null,
  ...spec,
  categories: spec.categories ?? stockCategories({ simpleBody: spec.body ?? 'SUV', simpleFuel: spec.fuel ?? 'Petrol' }),
  // Round weekly figures (price / 250) keep the expectations readable.
  weekly_price:
    spec.weekly_price !== undefined
      ? spec.weekly_price
      : (spec.price ?? 30_000) > 500
        ? Math.round((spec.price ?? 30_000) / 250)
        : null,
  weekly_interest_rate: spec.weekly_interest_rate ?? 8.5,
  weekly_comparison_rate: spec.weekly_comparison_rate ?? 9.4,
})

/** Dealer 1 (a Toyota dealer with a traded-in Mazda) and dealer 2 (a Kia dealer with a used RAV4). */
export const CONFORMANCE_DOCS: SearchDocument[] = [
  base({
    id: 't01',
    make: 'Toyota',
    model: 'RAV4',
    badge: 'GX',
    car_type: 'new',
    subscription_price: 199,
    price: 45_000,
    year: 2026,
    km: 10,
    fuel: 'Hybrid',
    custom_rank: 50,
    photos_count: 5,
    created_at_timestamp: 1_000,
  }),
  base({
    id: 't02',
    make: 'Toyota',
    model: 'RAV4',
    badge: 'Cruiser',
    subscription_price: 149,
    price: 32_000,
    year: 2021,
    km: 45_000,
    fuel: 'Hybrid',
    custom_rank: 40,
    photos_count: 8,
    certified: true,
    colour: 'Silver',
    created_at_timestamp: 2_000,
    // An online hold that ended a second ago: the car is free again.
    held_until: nowSeconds - 1,
  }),
  base({
    id: 't03',
    make: 'Toyota',
    model: 'HiLux',
    badge: 'SR5',
    city: 'Parramatta',
    location_name: 'Harbour City Toyota - Parramatta',
    body: 'Ute',
    price: 52_000,
    year: 2022,
    km: 30_000,
    fuel: 'Diesel',
    custom_rank: 30,
    photos_count: 3,
    certified: true,
    colour: 'Black',
    drive: '4x4',
    created_at_timestamp: 3_000,
    // Held for a buyer who paid a deposit online, for another hour.
    held_until: nowSeconds + 3600,
  }),
  base({
    id: 't04',
    make: 'Toyota',
    model: 'HiLux',
    badge: 'Rogue',
    body: 'Ute',
    car_type: 'new',
    status: 'coming_soon',
    tag: 'Arriving soon',
    reserved: true,
    price: 62_000,
    year: 2026,
    km: 5,
    fuel: 'Diesel',
    custom_rank: 20,
    photos_count: 0,
    drive: '4x4',
    created_at_timestamp: 4_000,
  }),
  base({
    id: 't05',
    make: 'Toyota',
    model: 'Corolla',
    body: 'Hatch',
    car_type: 'demo',
    tag: 'Demo special',
    price: 31_000,
    year: 2025,
    km: 4_000,
    fuel: 'Hybrid',
    custom_rank: 10,
    photos_count: 6,
    colour: 'Red',
    created_at_timestamp: 5_000,
  }),
  base({
    id: 't06',
    make: 'Toyota',
    model: 'Corolla',
    body: 'Hatch',
    status: 'sold',
    sold_date_timestamp: nowSeconds - 1 * DAY,
    price: 18_000,
    year: 2018,
    km: 90_000,
    custom_rank: 60,
    photos_count: 4,
    created_at_timestamp: 6_000,
  }),
  base({
    id: 't07',
    make: 'Toyota',
    model: 'Camry',
    body: 'Sedan',
    status: 'sold',
    sold_date_timestamp: nowSeconds - 10 * DAY,
    price: 22_000,
    year: 2019,
    custom_rank: 99,
    created_at_timestamp: 6_500,
  }),
  base({
    id: 't08',
    make: 'Toyota',
    model: 'Yaris',
    body: 'Hatch',
    price: 0,
    year: 2017,
    km: 120_000,
    custom_rank: 5,
    photos_count: 2,
    colour: 'Blue',
    created_at_timestamp: 7_000,
  }),
  base({
    id: 't09',
    make: 'Mazda',
    model: 'Mazda3',
    body: 'Hatch',
    transmission: 'Manual',
    city: 'Parramatta',
    price: 21_000,
    year: 2019,
    km: 60_000,
    custom_rank: 15,
    photos_count: 7,
    colour: 'Red',
    created_at_timestamp: 8_000,
  }),
  base({
    id: 't10',
    make: 'Toyota',
    model: 'LandCruiser 300',
    badge: 'Sahara',
    car_type: 'new',
    subscription_price: 399,
    price: 120_000,
    year: 2026,
    km: 10,
    fuel: 'Diesel',
    custom_rank: 70,
    photos_count: 9,
    seats: 7,
    drive: '4x4',
    created_at_timestamp: 9_000,
  }),
  base({
    id: 'g01',
    tenant: '2',
    make: 'Kia',
    model: 'Sportage',
    car_type: 'new',
    price: 38_000,
    dealership_name: 'Southern Cross Motor Group',
    custom_rank: 80,
  }),
  base({
    id: 'g02',
    tenant: '2',
    make: 'Toyota',
    model: 'RAV4',
    price: 30_000,
    dealership_name: 'Southern Cross Motor Group',
    custom_rank: 90,
  }),
]

export const scopeFor = (overrides: Partial<SiteScope> = {}): SiteScope => ({
  tenantId: '1',
  carTypes: [],
  minimumPhotos: 0,
  pricedOnly: false,
  soldListedDays: 3,
  priceAscendingExcludesZero: false,
  certifiedOnly: false,
  resultsPerPage: 4,
  now: NOW,
  ...overrides,
})

/** Registers the shared cases for an engine loaded with CONFORMANCE_DOCS. */
export function conformanceSuite(name: string, engine: () => SearchEngine) {
  const run = (params: string, scope: Partial<SiteScope> = {}) =>
    engine().search(scopeFor(scope), parseSearchQuery(new URLSearchParams(params)))
  const ids = async (params: string, scope: Partial<SiteScope> = {}) => (await run(params, scope)).hits.map((h) => h.id)

  describe(`${name}: listing and paging`, () => {
    it('lists the dealer’s in-stock, coming-soon and recently sold cars by custom rank', async () => {
      const result = await run('')
      expect(result.count).toBe(9)
      expect(result.pages).toBe(3)
      expect(result.hits.map((h) => h.id)).toEqual(['t10', 't06', 't01', 't02'])
    })

    it('pages through results; a page past the end is empty', async () => {
      expect(await ids('page=3')).toEqual(['t08'])
      expect(await ids('page=4')).toEqual([])
    })

    it('keeps sold cars only for the dealer’s window', async () => {
      expect(await ids('status=sold')).toEqual(['t06'])
      expect((await run('', { soldListedDays: 0 })).count).toBe(8)
      expect((await run('', { soldListedDays: 30 })).count).toBe(10)
    })
  })

  describe(`${name}: reserved cars`, () => {
    it('leaves out cars the dealer reserved and cars held online until their hold ends, counts included', async () => {
      const all = await run('make=Toyota&body=Ute')
      expect(all.hits.map((h) => h.id).sort()).toEqual(['t03', 't04'])
      expect(await ids('hide_reserved=true&make=Toyota&body=Ute')).toEqual([])
      // The held SUV's hold ended: listed. Counts leave the reserved out too.
      const result = await run('hide_reserved=true&make=Toyota')
      expect(result.hits.map((h) => h.id)).toContain('t02')
      expect(result.count).toBe((await run('make=Toyota')).count - 2)
      expect(result.facets.body?.Ute).toBe(all.facets.body!.Ute! - 2 || undefined)
      // An hour later the hold has ended and the car is listed again.
      const later = await engine().search(
        scopeFor({ now: new Date(NOW.getTime() + 3600_000) }),
        parseSearchQuery(new URLSearchParams('hide_reserved=true&make=Toyota&body=Ute')),
      )
      expect(later.hits.map((h) => h.id)).toEqual(['t03'])
    })

    it('refuses any other value of hide_reserved', () => {
      expect(() => parseSearchQuery(new URLSearchParams('hide_reserved=yes'))).toThrow(/hide_reserved/)
    })
  })

  describe(`${name}: facets`, () => {
    it('counts each facet without its own selection (OR within, AND across)', async () => {
      const result = await run('make=Toyota&body=SUV')
      expect(result.count).toBe(3)
      expect(result.facets.make).toEqual({ Toyota: 3 })
      expect(result.facets.body).toEqual({ SUV: 3, Ute: 2, Hatch: 3 })
      expect(result.facets.car_type).toEqual({ new: 2, used: 1 })
    })

    it('ORs values within one facet', async () => {
      expect((await run('make=Toyota&make=Mazda')).count).toBe(9)
      expect(await ids('model=HiLux&model=Mazda3&sortBy=price_asc')).toEqual(['t09', 't03', 't04'])
    })

    it('reports the status, make-model, certified and seats facets', async () => {
      const result = await run('')
      expect(result.facets.status).toEqual({ in_stock: 7, coming_soon: 1, sold: 1 })
      expect(result.facets.make_model?.['Toyota|RAV4']).toBe(2)
      expect(result.facets.certified).toEqual({ false: 7, true: 2 })
      expect(result.facets.seats).toEqual({ 5: 8, 7: 1 })
    })

    it('filters on certified, seats, colour, fuel and drive', async () => {
      expect(await ids('certified=true&sortBy=price_asc')).toEqual(['t02', 't03'])
      expect(await ids('seats=7')).toEqual(['t10'])
      expect(await ids('colour=Red&sortBy=price_asc')).toEqual(['t09', 't05'])
      expect((await run('fuel=Diesel&drive=4x4')).count).toBe(3)
    })

    it('hides “not certified” on certified-only sites', async () => {
      expect((await run('', { certifiedOnly: true })).facets.certified).toEqual({ true: 2 })
      expect((await run('certified=true', { certifiedOnly: true })).count).toBe(2)
    })

    it('counts cars in every category they belong to', async () => {
      expect((await run('')).facets.categories).toEqual({
        'Hatch & sedans': 4,
        'SUVs & 4WDs': 3,
        Electrified: 3,
        'Utes & Vans': 2,
      })
    })

    it('filters on categories, ORing several', async () => {
      const electrified = await run('categories=Electrified&sortBy=price_asc')
      expect(electrified.hits.map((h) => h.id)).toEqual(['t05', 't02', 't01'])
      expect(electrified.facets.categories?.['Utes & Vans']).toBe(2)
      expect(electrified.facets.body).toEqual({ SUV: 2, Hatch: 1 })
      expect((await run('categories=Electrified&categories=Utes%20%26%20Vans')).count).toBe(5)
    })

    it('reports and filters transmission', async () => {
      expect((await run('')).facets.transmission).toEqual({ Automatic: 8, Manual: 1 })
      expect(await ids('transmission=Manual')).toEqual(['t09'])
    })

    it('reports and filters city and location', async () => {
      expect((await run('')).facets.city).toEqual({ Auburn: 7, Parramatta: 2 })
      expect(await ids('city=Parramatta&sortBy=price_asc')).toEqual(['t09', 't03'])
      expect(await ids('location_name=Harbour%20City%20Toyota%20-%20Parramatta')).toEqual(['t03'])
      expect((await run('state=NSW')).count).toBe(9)
    })

    it('reports and filters tags and badges', async () => {
      expect((await run('')).facets.tag).toEqual({ 'Arriving soon': 1, 'Demo special': 1 })
      expect(await ids('tag=Demo%20special')).toEqual(['t05'])
      expect(await ids('badge=SR5&badge=Rogue&sortBy=price_asc')).toEqual(['t03', 't04'])
    })

    it('filters on make and model together (make_model) and counts models within the chosen make', async () => {
      expect((await run('make_model=Toyota%7CHiLux')).count).toBe(2)
      const mazda = await run('make=Mazda')
      expect(mazda.facets.model).toEqual({ Mazda3: 1 })
      expect(mazda.facets.make).toEqual({ Toyota: 8, Mazda: 1 })
    })

    it('filters on status and several seat counts', async () => {
      expect(await ids('status=coming_soon')).toEqual(['t04'])
      expect((await run('seats=5&seats=7')).count).toBe(9)
    })

    it('still reports the other choices when a selection matches nothing', async () => {
      const none = await run('make=Ferrari')
      expect(none.count).toBe(0)
      expect(none.hits).toEqual([])
      expect(none.pages).toBe(0)
      expect(none.facets.make).toEqual({ Toyota: 8, Mazda: 1 })
      expect(none.facets.body).toBeUndefined()
    })
  })

  describe(`${name}: ranges`, () => {
    it('filters by price and reports price stats without the price range', async () => {
      const result = await run('price=30000-60000&sortBy=price_asc')
      expect(result.hits.map((h) => h.id)).toEqual(['t05', 't02', 't01', 't03'])
      expect(result.facetStats.price).toEqual({ min: 0, max: 120_000 })
      expect(result.facetStats.year).toEqual({ min: 2021, max: 2026 })
    })

    it('lists only priced cars under a price cap: an unpriced car is under no cap', async () => {
      expect(await ids('model=Yaris&price=-30000')).toEqual([])
      expect(await ids('model=Yaris&price=0-30000')).toEqual([])
      expect(await ids('model=Corolla&model=Yaris&price=-30000')).not.toEqual([])
      // Without a cap (a floor only, or no price filter) the unpriced car is listed as before.
      expect(await ids('model=Yaris&price=0-')).toEqual(['t08'])
      expect(await ids('model=Yaris')).toEqual(['t08'])
    })

    it('takes open-ended year and kilometre ranges', async () => {
      expect((await run('year=2025-')).count).toBe(4)
      expect((await run('km=-10000')).count).toBe(4)
    })

    it('computes each range’s stats without its own range but with the others', async () => {
      const result = await run('km=-10000')
      expect(result.facetStats.km).toEqual({ min: 5, max: 120_000 })
      expect(result.facetStats.year).toEqual({ min: 2025, max: 2026 })
    })

    it('filters by weekly price, with its stats', async () => {
      const result = await run('weekly_price_range=100-200&sortBy=price_asc')
      expect(result.hits.map((h) => h.id)).toEqual(['t05', 't02', 't01'])
      expect(result.facetStats.weekly_price_range).toEqual({ min: 72, max: 480 })
      expect(result.facetStats.price).toEqual({ min: 31_000, max: 45_000 })
    })

    it('filters by subscription price and listing date', async () => {
      expect(await ids('subscription_price=-200&sortBy=price_asc')).toEqual(['t02', 't01'])
      expect((await run('')).facetStats.subscription_price).toEqual({ min: 149, max: 399 })
      expect((await run('created_at_timestamp=5000-')).count).toBe(5)
      expect(await ids('created_at_timestamp=2000-3000&sortBy=newest')).toEqual(['t03', 't02'])
    })
  })

  describe(`${name}: sorting`, () => {
    it('sorts by price both ways', async () => {
      expect(await ids('sortBy=price_asc')).toEqual(['t08', 't06', 't09', 't05'])
      expect(await ids('sortBy=price_desc')).toEqual(['t10', 't04', 't03', 't01'])
    })

    it('leaves unpriced cars out of price-ascending where the dealer asks', async () => {
      const ruled = await run('sortBy=price_asc', { priceAscendingExcludesZero: true })
      expect(ruled.hits.map((h) => h.id)).toEqual(['t06', 't09', 't05', 't02'])
      expect(ruled.count).toBe(8)
      expect((await run('sortBy=price_desc', { priceAscendingExcludesZero: true })).count).toBe(9)
    })

    it('sorts by year, kilometres and newest, breaking ties the same way every time', async () => {
      expect(await ids('sortBy=year_desc')).toEqual(['t01', 't04', 't10', 't05'])
      expect(await ids('sortBy=km_asc')).toEqual(['t04', 't01', 't10', 't05'])
      expect(await ids('sortBy=km_desc')).toEqual(['t08', 't06', 't09', 't02'])
      expect(await ids('sortBy=newest')).toEqual(['t10', 't09', 't08', 't06'])
      expect(await ids('sortBy=year_asc')).toEqual(['t08', 't06', 't09', 't02'])
    })
  })

  describe(`${name}: stable pages`, () => {
    it('gives every car exactly once across the pages of any sort', async () => {
      for (const sortBy of ['custom_rank', 'price_asc', 'year_desc', 'km_desc', 'newest']) {
        const pages = await Promise.all([1, 2, 3].map((page) => ids(`sortBy=${sortBy}&page=${page}`)))
        const all = pages.flat()
        expect(new Set(all).size).toBe(9)
        expect(all).toHaveLength(9)
      }
    })
  })

  describe(`${name}: text`, () => {
    it('matches as the visitor types (prefixes of every word)', async () => {
      expect(await ids('query=toy%20hil&sortBy=price_asc')).toEqual(['t03', 't04'])
      expect(await ids('query=mazda3')).toEqual(['t09'])
      expect(await ids('query=land')).toEqual(['t10'])
      expect(await ids('query=sahara%20land')).toEqual(['t10'])
      expect(await ids('query=ferrari')).toEqual([])
    })

    it('combines text with facets, and counts facets within the text matches', async () => {
      expect(await ids('query=rav4&car_type=new')).toEqual(['t01'])
      expect((await run('query=rav4&car_type=new')).facets.car_type).toEqual({ new: 1, used: 1 })
      const hilux = await run('query=hilux')
      expect(hilux.count).toBe(2)
      expect(hilux.facets.make).toEqual({ Toyota: 2 })
    })
  })

  describe(`${name}: the dealer’s base filters and tenant isolation`, () => {
    it('applies the dealer’s car types, minimum photos and priced-only settings', async () => {
      expect((await run('', { carTypes: ['used'] })).count).toBe(5)
      expect((await run('', { minimumPhotos: 5 })).count).toBe(5)
      expect((await run('', { pricedOnly: true })).count).toBe(8)
    })

    it('never returns another dealer’s cars, whatever the query asks', async () => {
      expect(await ids('query=rav4&sortBy=price_asc')).toEqual(['t02', 't01'])
      expect((await run('make=Kia')).count).toBe(0)
      expect((await run('dealership_name=Southern%20Cross%20Motor%20Group')).count).toBe(0)
    })

    it('finds a listed car by its slug, under the same scope as the search', async () => {
      const listed = async (slug: string, scope: Partial<SiteScope> = {}) =>
        (await engine().listedCar(scopeFor(scope), slug))?.id ?? null
      expect(await listed('t02')).toBe('t02')
      expect(await listed('t06')).toBe('t06') // sold yesterday: still listed
      expect(await listed('t07')).toBeNull() // sold beyond the window
      expect(await listed('t08', { pricedOnly: true })).toBeNull()
      expect(await listed('t04', { minimumPhotos: 1 })).toBeNull()
      expect(await listed('t01', { carTypes: ['used'] })).toBeNull()
      expect(await listed('g01')).toBeNull() // another dealer's car
      expect(await listed('nothing-here')).toBeNull()
    })

    it('answers another dealer with its own cars and facets only', async () => {
      const other = await engine().search(scopeFor({ tenantId: '2' }), parseSearchQuery(new URLSearchParams('')))
      expect(other.hits.map((h) => h.id)).toEqual(['g02', 'g01'])
      expect(other.facets.make).toEqual({ Kia: 1, Toyota: 1 })
    })
  })
}
