import { describe, expect, it } from 'vitest'
import {
  COMPARE_LIMIT,
  compareSlugsOf,
  comparePath,
  differs,
  offersShortlist,
  shortlistOf,
  toggled,
  type ShortlistedCar,
} from './shortlist'

const on = { favourites: true, compare: true, usedOnly: false }
const car = { status: 'in_stock', car_type: 'new', price: 40_000, photos_count: 3 }
const kept = (id: string): ShortlistedCar => ({
  id,
  name: `Car ${id}`,
  slug: `car-${id}`,
  make: 'Toyota',
  model: 'RAV4',
  primary_image_url: null,
})

describe('who sees the favourite and compare controls', () => {
  it('each control follows its own switch', () => {
    expect(offersShortlist(car, on)).toEqual({ favourite: true, compare: true })
    expect(offersShortlist(car, { ...on, compare: false })).toEqual({ favourite: true, compare: false })
    expect(offersShortlist(car, { ...on, favourites: false })).toEqual({ favourite: false, compare: true })
  })
  it('a car not in stock has neither; coming soon is in stock', () => {
    expect(offersShortlist({ ...car, status: 'sold' }, on)).toEqual({ favourite: false, compare: false })
    expect(offersShortlist({ ...car, status: 'coming_soon' }, on).favourite).toBe(true)
  })
  it('on a used-only site: used, priced above 0 and photographed', () => {
    const usedOnly = { ...on, usedOnly: true }
    const used = { ...car, car_type: 'used' }
    expect(offersShortlist(used, usedOnly).favourite).toBe(true)
    expect(offersShortlist(car, usedOnly).favourite).toBe(false)
    expect(offersShortlist({ ...used, price: 0 }, usedOnly).compare).toBe(false)
    expect(offersShortlist({ ...used, photos_count: 0 }, usedOnly).compare).toBe(false)
    expect(offersShortlist({ ...car, price: 0, photos_count: 0 }, on).favourite).toBe(true)
  })
})

describe('a list in the browser', () => {
  it('toggles a car on and off, and refuses one more than the limit', () => {
    const two = toggled([kept('1')], kept('2'), COMPARE_LIMIT) as ShortlistedCar[]
    expect(two.map((c) => c.id)).toEqual(['1', '2'])
    expect((toggled(two, kept('1'), COMPARE_LIMIT) as ShortlistedCar[]).map((c) => c.id)).toEqual(['2'])
    const full = ['1', '2', '3', '4'].map(kept)
    expect(toggled(full, kept('5'), COMPARE_LIMIT)).toBe(false)
    expect(toggled(full, kept('4'), COMPARE_LIMIT)).toHaveLength(3)
  })
  it('reads only well-formed records, once each, the newest within the limit', () => {
    const stored = [kept('1'), kept('1'), { id: 2, slug: 'x' }, { ...kept('3'), slug: '../admin' }, 'junk', kept('4')]
    expect(shortlistOf(stored, 10).map((c) => c.id)).toEqual(['1', '4'])
    expect(shortlistOf(['1', '2', '3'].map(kept), 2).map((c) => c.id)).toEqual(['2', '3'])
    expect(shortlistOf({ not: 'a list' }, 10)).toEqual([])
    expect(shortlistOf([{ ...kept('5'), primary_image_url: 'javascript:alert(1)' }], 10)[0]!.primary_image_url).toBe(
      null,
    )
    expect(shortlistOf([{ ...kept('6'), primary_image_url: '//evil.test/x.jpg' }], 10)[0]!.primary_image_url).toBe(null)
  })
})

describe('the compare page address', () => {
  it('names the cars by slug, four at most', () => {
    expect(comparePath([])).toBe('/compare')
    expect(comparePath(['a-1', 'b-2'])).toBe('/compare?cars=a-1,b-2')
    expect(comparePath(['a', 'b', 'c', 'd', 'e'])).toBe('/compare?cars=a,b,c,d')
  })
  it('reads back valid slugs, each once', () => {
    expect(compareSlugsOf('a-1, b-2,a-1,,../x,C')).toEqual(['a-1', 'b-2'])
    expect(compareSlugsOf(['a,b', 'c', 'd', 'e'])).toEqual(['a', 'b', 'c', 'd'])
    expect(compareSlugsOf(undefined)).toEqual([])
  })
  it('marks a row that differs between the cars', () => {
    expect(differs(['1', '2'])).toBe(true)
    expect(differs(['1', '1'])).toBe(false)
    expect(differs(['1'])).toBe(false)
  })
})
