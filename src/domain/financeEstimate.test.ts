import { describe, expect, it } from 'vitest'
import { weeklyEstimate } from './finance'
import {
  estimateCalendarKey,
  financeEstimate,
  WEEKS_PER_MONTH,
  type EstimateCar,
  type EstimateTerms,
} from './financeEstimate'

const NOW = new Date('2026-11-25T00:00:00Z')
const terms = (over: Partial<EstimateTerms> = {}): EstimateTerms => ({
  lenderType: 'A',
  interestRate: 9.49,
  comparisonRate: 10.21,
  termYears: 5,
  depositPercent: 10,
  balloonPercent: 30,
  establishmentFee: 0,
  ...over,
})
const car = (over: Partial<EstimateCar> = {}): EstimateCar => ({
  year: 2021,
  price: 21_650,
  status: 'in_stock',
  make: 'Toyota',
  locationName: 'Harbour City Toyota Used',
  ...over,
})
const fromTerms = (price: number, t = terms()) => weeklyEstimate(price, t)!

describe('finance estimate eligibility (spec 5)', () => {
  it('shows none without a lender, an interest rate or a comparison rate', () => {
    expect(financeEstimate(car(), terms({ lenderType: 'none' }), NOW)).toBeNull()
    expect(financeEstimate(car(), terms({ comparisonRate: null }), NOW)).toBeNull()
    expect(financeEstimate(car(), terms({ comparisonRate: undefined }), NOW)).toBeNull()
    expect(financeEstimate(car(), terms({ interestRate: null as unknown as number }), NOW)).toBeNull()
    expect(financeEstimate(car(), terms(), NOW)).not.toBeNull()
  })

  it('shows none for the dealer’s excluded makes and locations, however they are capitalised', () => {
    expect(financeEstimate(car(), terms({ excludedMakes: ['toyota'] }), NOW)).toBeNull()
    expect(financeEstimate(car(), terms({ excludedDealerships: ['HARBOUR CITY TOYOTA USED '] }), NOW)).toBeNull()
    expect(
      financeEstimate(car(), terms({ excludedMakes: ['Mazda'], excludedDealerships: ['Elsewhere'] }), NOW),
    ).not.toBeNull()
  })

  it('never shows one for a car no longer in stock; coming soon is in stock', () => {
    for (const lenderType of ['A', 'B', 'C'] as const) {
      expect(financeEstimate(car({ status: 'sold' }), terms({ lenderType }), NOW)).toBeNull()
      expect(financeEstimate(car({ status: 'coming_soon' }), terms({ lenderType }), NOW)).not.toBeNull()
    }
    expect(financeEstimate(car({ status: 'sold', weeklyPayment: 120 }), terms({ lenderType: 'D' }), NOW)).toBeNull()
  })

  it('type A: a car younger than 12 years priced above $500, on the dealer’s terms', () => {
    const estimate = financeEstimate(car({ weeklyPayment: 55 }), terms(), NOW)!
    expect(estimate.weekly).toBe(fromTerms(21_650))
    expect(estimate.monthly).toBe(Math.round(estimate.weekly * WEEKS_PER_MONTH * 100) / 100)
    // In 2026 a 2015 car is under 12 years old; a 2014 car is not, nor one without a year.
    expect(financeEstimate(car({ year: 2015 }), terms(), NOW)).not.toBeNull()
    expect(financeEstimate(car({ year: 2014 }), terms(), NOW)).toBeNull()
    expect(financeEstimate(car({ year: null }), terms(), NOW)).toBeNull()
    expect(financeEstimate(car({ price: 500 }), terms(), NOW)).toBeNull()
    expect(financeEstimate(car({ price: 501 }), terms(), NOW)).not.toBeNull()
  })

  it('types B and C: any car in stock, whatever its age or price', () => {
    for (const lenderType of ['B', 'C'] as const) {
      expect(financeEstimate(car({ year: 1998 }), terms({ lenderType }), NOW)!.weekly).toBe(fromTerms(21_650))
      // Unpriced: an estimate of nothing, which the site words as "Enquire for Finance".
      expect(financeEstimate(car({ price: 0 }), terms({ lenderType }), NOW)).toEqual({ weekly: 0, monthly: 0 })
    }
  })

  it('types D, E and F: the lender’s own weekly figure, on a car priced above $500', () => {
    for (const lenderType of ['D', 'E', 'F'] as const) {
      expect(financeEstimate(car({ weeklyPayment: 129 }), terms({ lenderType }), NOW)).toEqual({
        weekly: 129,
        monthly: 558.57,
      })
      expect(financeEstimate(car(), terms({ lenderType }), NOW)).toBeNull()
      expect(financeEstimate(car({ weeklyPayment: 0 }), terms({ lenderType }), NOW)).toBeNull()
      expect(financeEstimate(car({ weeklyPayment: 129, price: 500 }), terms({ lenderType }), NOW)).toBeNull()
    }
  })

  it('type G: the lender’s own monthly figure, on a car priced above $500', () => {
    expect(financeEstimate(car({ monthlyPayment: 433 }), terms({ lenderType: 'G' }), NOW)).toEqual({
      weekly: 100,
      monthly: 433,
    })
    expect(financeEstimate(car({ weeklyPayment: 129 }), terms({ lenderType: 'G' }), NOW)).toBeNull()
    expect(financeEstimate(car({ monthlyPayment: 433, price: 0 }), terms({ lenderType: 'G' }), NOW)).toBeNull()
  })

  it('moves type A’s age limit with the calendar year, and only type A’s', () => {
    expect(estimateCalendarKey({ lenderType: 'A' }, NOW)).toBe('2026')
    expect(estimateCalendarKey({ lenderType: 'A' }, new Date('2027-01-01T12:00:00Z'))).toBe('2027')
    expect(estimateCalendarKey({ lenderType: 'B' }, NOW)).toBe('')
  })
})
