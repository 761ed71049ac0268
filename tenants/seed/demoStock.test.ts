import { describe, expect, it } from 'vitest'
import { readFeedRecord, type FeedCar } from '@search-sync/feed/feedRow'
import { DEMO_STOCK } from './demoStock'
import { PAINTS, SHAPES } from './photos/scene'

const carsOf = (slug: string): FeedCar[] =>
  DEMO_STOCK[slug]!().map((record) => {
    const result = readFeedRecord(record.fields)
    if ('problems' in result) throw new Error(`${slug} line ${record.line}: ${result.problems.join('; ')}`)
    return result.car
  })

describe('demo stock', () => {
  it('is at least 1,000 valid cars across the three dealers, with unique stock numbers', () => {
    const all = Object.keys(DEMO_STOCK).flatMap((slug) => carsOf(slug).map((car) => `${slug}:${car.stockNumber}`))
    expect(all.length).toBeGreaterThanOrEqual(1_000)
    expect(new Set(all).size).toBe(all.length)
  })

  it('is the same on every run', () => {
    expect(DEMO_STOCK['southern-cross']!()).toEqual(DEMO_STOCK['southern-cross']!())
  })

  it('gives each dealer its kind of stock, with the feed spellings normalised', () => {
    const toyota = carsOf('harbour-toyota')
    expect(new Set(toyota.map((c) => c.make))).toEqual(new Set(['Toyota']))
    expect(new Set(toyota.map((c) => c.carType))).toEqual(new Set(['new', 'demo', 'used']))

    const group = carsOf('southern-cross')
    expect(new Set(group.map((c) => c.make)).size).toBeGreaterThanOrEqual(6)
    expect(group.map((c) => c.make)).toContain('Suzuki')
    expect(group.map((c) => c.model)).toEqual(expect.arrayContaining(['Mazda3', 'MG3', 'MG4']))

    const outback = carsOf('outback-cars')
    expect(outback.filter((c) => c.itemType === 'caravan').length).toBeGreaterThan(0)
    expect(outback.filter((c) => c.itemType !== 'caravan').every((c) => c.carType === 'used')).toBe(true)
    expect(outback.map((c) => c.make)).toEqual(expect.arrayContaining(['Isuzu', 'Mercedes-Benz', 'Viscount']))
  })

  it('shows photos the site serves itself: each a shape and paint the build renders (scripts/demo-stock-photos.ts)', () => {
    const photos = Object.keys(DEMO_STOCK).flatMap((slug) =>
      carsOf(slug).flatMap((car) => car.images.map((image) => image.url)),
    )
    expect(photos.length).toBeGreaterThan(1_000)
    for (const url of new Set(photos.map((u) => u.split('?')[0]!))) {
      const [, shape, paint, width] = /^\/demo-stock\/([a-z]+)-([a-z]+)-(\d+)\.jpg$/.exec(url) ?? []
      expect(Object.keys(SHAPES), url).toContain(shape)
      expect(Object.keys(PAINTS), url).toContain(paint)
      // The original a dealer system sends; pages offer its renditions (photoSources).
      expect(width, url).toBe('1600')
    }
  })

  it('belongs together: no car older than its model, each make in its own paint names, new cars at their brand’s dealership', () => {
    const toyota = carsOf('harbour-toyota')
    expect(Math.min(...toyota.filter((c) => c.model === 'bZ4X').map((c) => c.year!))).toBeGreaterThanOrEqual(2022)
    expect(toyota.filter((c) => c.model === 'bZ4X').length).toBeGreaterThan(0)
    const group = carsOf('southern-cross')
    expect(group.filter((c) => c.make === 'Kia').map((c) => c.colour)).not.toContain('Glacier White')
    const newKias = group.filter((c) => c.make === 'Kia' && c.carType !== 'used')
    expect(newKias.length).toBeGreaterThan(0)
    expect(newKias.every((c) => c.locationName?.includes('Kia'))).toBe(true)
    const caravans = carsOf('outback-cars').filter((c) => c.itemType === 'caravan')
    expect(new Set(caravans.map((c) => c.colour))).toEqual(new Set(['White']))
  })
})
