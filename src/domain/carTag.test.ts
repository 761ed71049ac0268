import { describe, expect, it } from 'vitest'
import { carTag, isCertified, isInStock } from './carTag'

const now = new Date('2026-11-23T00:00:00Z')
const daysAgo = (days: number) => Math.floor(now.getTime() / 1000) - days * 86_400
const car = {
  status: 'in_stock',
  fuel: 'Petrol',
  reserved: false,
  certified: false,
  car_type: 'used',
  make: 'Toyota',
  tag: null,
  created_at_timestamp: daysAgo(30),
}
const settings = {
  soldTagName: 'JUST SOLD',
  justArrivedTagName: 'JUST ARRIVED',
  justArrivedDays: 8,
  featuredMake: 'Toyota',
  usedLabel: 'Pre-Owned',
}
const text = (overrides: Partial<typeof car> | Record<string, unknown>, s = settings) =>
  carTag({ ...car, ...overrides } as typeof car, s, now)?.text ?? null

describe('carTag (spec section 4: first match wins)', () => {
  it('shows the sold tag on any car not in stock, before anything else', () => {
    expect(text({ status: 'sold', fuel: 'Hybrid', reserved: true })).toBe('JUST SOLD')
    expect(text({ status: 'sold' }, { ...settings, soldTagName: 'SOLD!' })).toBe('SOLD!')
    expect(isInStock('coming_soon')).toBe(true)
    expect(isInStock('sold')).toBe(false)
  })

  it('orders Electric/Hybrid, Reserved, certified, free text, COMING SOON, just arrived', () => {
    const all = {
      fuel: 'Hybrid',
      reserved: true,
      certified: true,
      tag: 'Runout sale',
      status: 'coming_soon',
      created_at_timestamp: daysAgo(1),
    }
    expect(text(all)).toBe('Hybrid')
    expect(text({ ...all, fuel: 'Diesel' })).toBe('Reserved')
    expect(text({ ...all, fuel: 'Diesel', reserved: false })).toBe('Certified Pre-Owned')
    expect(text({ ...all, fuel: 'Diesel', reserved: false, certified: false })).toBe('Runout sale')
    expect(text({ ...all, fuel: 'Diesel', reserved: false, certified: false, tag: '  ' })).toBe('COMING SOON')
    expect(text({ ...all, fuel: 'Diesel', reserved: false, certified: false, tag: null, status: 'in_stock' })).toBe(
      'JUST ARRIVED',
    )
    expect(text({ fuel: 'Electric' })).toBe('Electric')
  })

  it('shows Reserved while a buyer holds the car online, and not from the second the hold ends', () => {
    const seconds = Math.floor(now.getTime() / 1000)
    expect(text({ held_until: seconds + 60 })).toBe('Reserved')
    expect(text({ held_until: seconds + 1, certified: true })).toBe('Reserved')
    expect(text({ held_until: seconds })).toBeNull()
    expect(text({ held_until: null })).toBeNull()
    expect(text({ held_until: seconds + 60, fuel: 'Electric' })).toBe('Electric')
  })

  it('tags cars as just arrived only inside the dealer window, and none otherwise', () => {
    expect(text({ created_at_timestamp: daysAgo(7.9) })).toBe('JUST ARRIVED')
    expect(text({ created_at_timestamp: daysAgo(8) })).toBeNull()
    expect(text({ created_at_timestamp: daysAgo(2) }, { ...settings, justArrivedDays: 0 })).toBeNull()
    expect(text({})).toBeNull()
  })

  it('certifies only the featured make, certified and not sold', () => {
    expect(isCertified({ ...car, certified: true }, 'toyota')).toBe(true)
    expect(isCertified({ ...car, certified: true, make: 'Kia' }, 'Toyota')).toBe(false)
    expect(isCertified({ ...car, certified: true }, null)).toBe(false)
    expect(isCertified({ ...car, certified: true, status: 'sold' }, 'Toyota')).toBe(false)
  })
})
