// Synthetic stock and a search-page query mix for the benchmarks (deterministic).
import type { SearchDocument } from '@/search/document'
import { weeklyEstimate } from '../../src/domain/finance'
import { stockCategories } from '../../src/domain/vehicleClassification'
import { SETTING_DEFAULTS } from '../../tenants/settings'

/** A small seeded generator (mulberry32), so every run benchmarks the same cars and queries. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const MAKES: Record<string, string[]> = {
  Toyota: ['RAV4', 'HiLux', 'Corolla', 'Camry', 'LandCruiser 300', 'Kluger', 'Yaris'],
  Kia: ['Sportage', 'Sorento', 'Carnival', 'Seltos'],
  Mazda: ['Mazda3', 'CX-5', 'CX-30', 'BT-50'],
  Ford: ['Ranger', 'Everest', 'Puma'],
  Hyundai: ['i30', 'Tucson', 'Kona', 'Santa Fe'],
  Nissan: ['X-Trail', 'Navara', 'Qashqai'],
  Mitsubishi: ['Triton', 'Outlander', 'ASX'],
  Volkswagen: ['Golf', 'Amarok', 'Tiguan'],
}
const BODIES = ['SUV', 'Ute', 'Hatch', 'Sedan', 'Wagon', 'Van', 'People Mover']
const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)]!

/** `count` cars spread over the given dealer ids. */
export function documents(count: number, tenants: string[]): SearchDocument[] {
  const r = random(count)
  const now = Math.floor(Date.now() / 1000)
  return Array.from({ length: count }, (_, i) => {
    const make = pick(r, Object.keys(MAKES))
    const model = pick(r, MAKES[make]!)
    const year = 2010 + Math.floor(r() * 17)
    const status = r() < 0.9 ? 'in_stock' : r() < 0.5 ? 'coming_soon' : 'sold'
    const body = pick(r, BODIES)
    const price = r() < 0.03 ? 0 : Math.round(8_000 + r() * 120_000)
    const fuel = pick(r, ['Petrol', 'Diesel', 'Hybrid', 'Electric'])
    return {
      id: `c${i}`,
      tenant: tenants[i % tenants.length]!,
      slug: `car-${i}`,
      name: `${year} ${make} ${model}`,
      text: `${year} ${make} ${model} ${pick(r, ['GX', 'GXL', 'Sport', 'Limited', 'SR5', 'Titanium'])} stock${i}`,
      year,
      make,
      model,
      make_model: `${make}|${model}`,
      badge: null,
      body,
      categories: stockCategories({ simpleBody: body, simpleFuel: fuel }),
      colour: pick(r, ['White', 'Black', 'Silver', 'Red', 'Blue', 'Grey']),
      car_type: pick(r, ['new', 'used', 'used', 'demo']),
      status,
      item_type: null,
      fuel,
      transmission: r() < 0.85 ? 'Automatic' : 'Manual',
      drive: pick(r, ['FWD', 'AWD', '4x4', 'RWD']),
      seats: pick(r, [2, 5, 5, 5, 7, 8]),
      state: pick(r, ['NSW', 'VIC', 'QLD', 'WA', 'SA']),
      city: pick(r, ['Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Newcastle', 'Geelong']),
      location_name: `Dealer ${i % tenants.length} - Sales`,
      location: { lat: -34 + r() * 10, lon: 138 + r() * 15 },
      dealership_name: `Dealer ${i % tenants.length}`,
      tag: r() < 0.05 ? 'Runout sale' : null,
      certified: r() < 0.2,
      reserved: false,
      held_until: null,
      reserve_offered: true,
      preorder: false,
      price,
      price_type: 'drive_away',
      before_price: null,
      subscription_price: null,
      weekly_price: weeklyEstimate(price, SETTING_DEFAULTS.finance),
      weekly_interest_rate: SETTING_DEFAULTS.finance.interestRate,
      weekly_comparison_rate: SETTING_DEFAULTS.finance.interestRate + 0.9,
      km: Math.round(r() * 250_000),
      photos_count: Math.floor(r() * 20),
      custom_rank: Math.floor(r() * 1000),
      featured: false,
      primary_photo: null,
      created_at_timestamp: now - Math.floor(r() * 365 * 86_400),
      sold_date_timestamp: status === 'sold' ? now - Math.floor(r() * 5 * 86_400) : null,
    }
  })
}

/** A realistic mix of search-page queries: facets, ranges, sorts, text and deep pages. */
export function queryMix(count: number, tenants: string[]): { tenant: string; params: string }[] {
  const r = random(7)
  const sorts = ['custom_rank', 'price_asc', 'price_desc', 'year_desc', 'km_asc', 'newest']
  return Array.from({ length: count }, () => {
    const p = new URLSearchParams()
    const make = pick(r, Object.keys(MAKES))
    if (r() < 0.6) p.append('make', make)
    if (r() < 0.2) p.append('make', pick(r, Object.keys(MAKES)))
    if (r() < 0.3) p.append('model', pick(r, MAKES[make]!))
    if (r() < 0.3) p.append('body', pick(r, BODIES))
    if (r() < 0.4) p.append('car_type', pick(r, ['new', 'used', 'demo']))
    if (r() < 0.3) p.set('price', `${Math.round(r() * 30_000)}-${Math.round(40_000 + r() * 60_000)}`)
    if (r() < 0.2) p.set('year', `${2015 + Math.floor(r() * 8)}-`)
    if (r() < 0.15) p.set('km', `-${Math.round(50_000 + r() * 100_000)}`)
    if (r() < 0.2) p.set('query', pick(r, ['toy', 'ranger', 'cx', 'hilux sr', 'sport', 'kia sor', '2021']))
    p.set('sortBy', pick(r, sorts))
    p.set('page', String(r() < 0.8 ? 1 + Math.floor(r() * 3) : 5 + Math.floor(r() * 40)))
    return { tenant: tenants[Math.floor(r() * tenants.length)]!, params: p.toString() }
  })
}
