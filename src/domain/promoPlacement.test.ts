import { describe, expect, it } from 'vitest'
import { promoShows, withPromoCards } from './promoPlacement'

const now = new Date('2025-07-10T00:00:00Z')
const promo = { start: '2025-07-01T00:00:00Z', expiry: '2025-07-24T00:00:00Z', positions: [1] }

describe('promoShows', () => {
  it('shows a card only between its start and expiry', () => {
    expect(promoShows(promo, [], now)).toBe(true)
    expect(promoShows(promo, [], new Date('2025-06-30T23:59:00Z'))).toBe(false)
    expect(promoShows(promo, [], new Date('2025-07-24T00:00:00Z'))).toBe(false)
  })

  it('matches car-type contexts, strictly when asked', () => {
    const used = { ...promo, display: ['used' as const] }
    expect(promoShows(used, ['used'], now)).toBe(true)
    expect(promoShows(used, ['new', 'used'], now)).toBe(true)
    expect(promoShows(used, ['new'], now)).toBe(false)
    expect(promoShows(used, [], now)).toBe(true)
    const strict = { ...used, strictDisplay: true }
    expect(promoShows(strict, ['used'], now)).toBe(true)
    expect(promoShows(strict, ['new', 'used'], now)).toBe(false)
    expect(promoShows(strict, [], now)).toBe(false)
    expect(promoShows({ ...promo, display: ['all' as const], strictDisplay: true }, ['new'], now)).toBe(true)
  })
})

describe('withPromoCards', () => {
  const cars = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6']
  const layout = (promos: { id: string; positions: number[] }[], list = cars) =>
    withPromoCards(list, promos).map((item) => (item.kind === 'car' ? item.car : item.promo.id))

  it('puts cards at their grid places, counting from 1', () => {
    expect(layout([{ id: 'P', positions: [1, 4] }])).toEqual(['P', 'c1', 'c2', 'P', 'c3', 'c4', 'c5', 'c6'])
    expect(
      layout([
        { id: 'A', positions: [6] },
        { id: 'B', positions: [2] },
      ]),
    ).toEqual(['c1', 'B', 'c2', 'c3', 'c4', 'A', 'c5', 'c6'])
  })

  it('keeps the given order when two cards share a position', () => {
    expect(
      layout([
        { id: 'A', positions: [2] },
        { id: 'B', positions: [2] },
      ]),
    ).toEqual(['c1', 'A', 'B', 'c2', 'c3', 'c4', 'c5', 'c6'])
  })

  it('adds no cards past the end of a short list, and none to an empty one', () => {
    expect(layout([{ id: 'P', positions: [4, 17] }], ['c1', 'c2'])).toEqual(['c1', 'c2'])
    expect(layout([{ id: 'P', positions: [1] }], [])).toEqual([])
  })
})
