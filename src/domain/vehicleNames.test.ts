import { describe, expect, it } from 'vitest'
import { carSlug, normaliseMake, normaliseModel } from './vehicleNames'

describe('make names', () => {
  it('maps the feed spellings the spec lists', () => {
    expect(normaliseMake('Suzuki Australia')).toBe('Suzuki')
    expect(normaliseMake('Mercedes Benz')).toBe('Mercedes-Benz')
    expect(normaliseMake('ISUZU UTE')).toBe('Isuzu')
    expect(normaliseMake(' Viscount  Caravans ')).toBe('Viscount')
  })

  it('leaves other makes as they are, tidied', () => {
    expect(normaliseMake(' Toyota ')).toBe('Toyota')
    expect(normaliseMake('Mercedes-Benz')).toBe('Mercedes-Benz')
  })
})

describe('model names', () => {
  it('prefixes Mazda and MG models 2 to 6 with the make', () => {
    expect(normaliseModel('Mazda', '3')).toBe('Mazda3')
    expect(normaliseModel('MG', '4')).toBe('MG4')
    expect(normaliseModel('Mazda', '6')).toBe('Mazda6')
  })

  it('leaves other numbers and makes alone', () => {
    expect(normaliseModel('Mazda', '7')).toBe('7')
    expect(normaliseModel('Mazda', 'CX-5')).toBe('CX-5')
    expect(normaliseModel('Peugeot', '3')).toBe('3')
  })
})

describe('car slugs', () => {
  it('read well and stay unique through the stock number', () => {
    expect(carSlug({ year: 2024, make: 'Toyota', model: 'RAV4', badge: 'GX Hybrid', stockNumber: 'HT1234' })).toBe(
      '2024-toyota-rav4-gx-hybrid-ht1234',
    )
    expect(carSlug({ make: 'Jayco', model: 'Journey', stockNumber: 'C-77' })).toBe('jayco-journey-c-77')
  })
})
