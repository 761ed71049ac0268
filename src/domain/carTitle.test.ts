import { describe, expect, it } from 'vitest'
import { carTitle } from './carTitle'

const car = { year: 2024, make: 'Toyota', model: 'RAV4', badge: 'GX' }

describe('carTitle', () => {
  it('follows the dealer title format', () => {
    expect(carTitle(car, 'year-make-model-badge')).toBe('2024 Toyota RAV4 GX')
    expect(carTitle(car, 'make-model-badge')).toBe('Toyota RAV4 GX')
    expect(carTitle(car, 'year-model-badge')).toBe('2024 RAV4 GX')
  })

  it('leaves out missing parts', () => {
    expect(carTitle({ ...car, year: null, badge: null }, 'year-make-model-badge')).toBe('Toyota RAV4')
    expect(carTitle({ ...car, badge: ' ' }, 'year-model-badge')).toBe('2024 RAV4')
  })
})
