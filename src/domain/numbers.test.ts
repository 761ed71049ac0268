import { describe, expect, it } from 'vitest'
import { formatDollars, formatKilometres, formatNumber, wholeNumber } from './numbers'

// Node's Intl (full ICU) is the reference: the sites' own formatting must print what en-AU does.
const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-AU', options)
const samples = [
  0, 1, 9, 10, 999, 1000, 1001, 12_345, 99_999.5, 100_000, 1_234_567, 25_500, 249_999.99, 0.4, 0.5, 1.005, 2.5, 7.45,
  104.655, 104.66, 1234.5678, 7.25, 5.999, -1, -1234.5, -0.4, 30_000.004, 12_000_000,
]

describe('numbers as en-AU prints them', () => {
  it('groups thousands and keeps up to three decimals by default, as Intl.NumberFormat does', () => {
    for (const value of samples) expect(formatNumber(value), String(value)).toBe(intl({}).format(value))
  })
  it('whole numbers round to the nearest unit', () => {
    for (const value of samples)
      expect(wholeNumber(value), String(value)).toBe(intl({ maximumFractionDigits: 0 }).format(value))
    expect(wholeNumber(12000)).toBe('12,000')
  })
  it('one decimal where asked, trailing zero dropped', () => {
    for (const value of samples)
      expect(formatNumber(value, 1), String(value)).toBe(intl({ maximumFractionDigits: 1 }).format(value))
    expect(formatNumber(7, 1)).toBe('7')
  })
  it('kilometres grouped, to the whole kilometre, with the unit', () => {
    expect(formatKilometres(45700)).toBe('45,700 km')
    expect(formatKilometres(0)).toBe('0 km')
    expect(formatKilometres(120000.6)).toBe('120,001 km')
  })
  it('dollars whole and with cents, as the AUD currency format does', () => {
    for (const value of samples) {
      expect(formatDollars(value), String(value)).toBe(
        intl({ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 }).format(value),
      )
      expect(formatDollars(value, { cents: true }), String(value)).toBe(
        intl({ style: 'currency', currency: 'AUD' }).format(value),
      )
    }
    expect(formatDollars(34_990)).toBe('$34,990')
    expect(formatDollars(104.66, { cents: true })).toBe('$104.66')
  })
  it('amounts of every size agree with Intl to the cent, halves included', () => {
    let seed = 20261128
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    for (let i = 0; i < 5000; i++) {
      const value = Math.round(next() * 10 ** (1 + (i % 8)) * 1000) / 1000
      expect(formatNumber(value)).toBe(intl({}).format(value))
      expect(formatDollars(value, { cents: true })).toBe(intl({ style: 'currency', currency: 'AUD' }).format(value))
    }
  })
})
