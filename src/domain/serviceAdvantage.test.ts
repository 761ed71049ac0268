import { describe, expect, it } from 'vitest'
import { modelsInSeveralRows, servicePriceFor, type ServicePrice } from './serviceAdvantage'

const base = { years: 5, services: 5, intervalMonths: 12, intervalKm: 15_000, rangeKm: 75_000 }
const rows: ServicePrice[] = [
  { ...base, isDefault: true, pricePerService: 250 },
  { ...base, models: ['RAV4'], pricePerService: 260 },
  { ...base, models: ['LandCruiser Prado'], pricePerService: 390, services: 10, rangeKm: 100_000 },
]

describe('servicePriceFor', () => {
  it('finds the model’s own row, ignoring case and spacing', () => {
    expect(servicePriceFor('rav4', rows)?.pricePerService).toBe(260)
    expect(servicePriceFor(' LandCruiser  Prado ', rows)?.rangeKm).toBe(100_000)
  })

  it('falls back to the default row, or nothing when there is none', () => {
    expect(servicePriceFor('Camry', rows)?.pricePerService).toBe(250)
    expect(servicePriceFor('Camry', rows.slice(1))).toBeNull()
  })
})

describe('modelsInSeveralRows', () => {
  it('names models priced twice', () => {
    expect(modelsInSeveralRows([{ models: ['RAV4', 'Kluger'] }, { models: ['rav4'] }, { models: null }])).toEqual([
      'rav4',
    ])
    expect(modelsInSeveralRows([{ models: ['RAV4'] }, { models: ['Kluger'] }])).toEqual([])
  })
})
