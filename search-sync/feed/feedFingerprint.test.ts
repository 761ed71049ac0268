import { describe, expect, it } from 'vitest'
import { feedFingerprint } from './feedFingerprint'

const car = {
  stockNumber: 'T1',
  price: 30_000,
  images: [{ url: 'https://cdn.example.com/1.jpg' }],
  caravan: { sleeps: null, axleType: 'single' },
  soldAt: null,
}

describe('the feed fingerprint of a car', () => {
  it('changes with anything the feed says', () => {
    const base = feedFingerprint(car)
    expect(feedFingerprint({ ...car, price: 30_001 })).not.toBe(base)
    expect(feedFingerprint({ ...car, images: [{ url: 'https://cdn.example.com/2.jpg' }] })).not.toBe(base)
    expect(feedFingerprint({ ...car, images: [...car.images, { url: 'https://cdn.example.com/2.jpg' }] })).not.toBe(
      base,
    )
    expect(feedFingerprint({ ...car, caravan: { sleeps: 4, axleType: 'single' } })).not.toBe(base)
    expect(feedFingerprint({ ...car, soldAt: '2026-11-01T00:00:00.000Z' })).not.toBe(base)
  })

  it('ignores key order, stored row ids, missing versus null, and how a date is spelt', () => {
    const base = feedFingerprint(car)
    expect(
      feedFingerprint({
        soldAt: undefined,
        caravan: { axleType: 'single', sleeps: undefined },
        images: [{ id: '64f0c', url: 'https://cdn.example.com/1.jpg' }],
        price: 30_000,
        stockNumber: 'T1',
      }),
    ).toBe(base)
    expect(feedFingerprint({ ...car, soldAt: '2026-11-01' })).toBe(
      feedFingerprint({ ...car, soldAt: '2026-11-01T00:00:00.000Z' }),
    )
  })
})
