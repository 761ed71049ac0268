import { describe, expect, it } from 'vitest'
import { weeklyEstimate } from './finance'
import {
  estimateCalendarKey,
  financeEstimate,
  listedRepayment,
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
/** A car whose feed sent the lender's figure with the rates and term it was quoted at. */
const quoted = (over: Partial<EstimateCar> = {}) =>
  car({ paymentRate: 12.5, paymentComparisonRate: 13.9, paymentTermYears: 4, ...over })

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
    expect(financeEstimate(quoted({ status: 'sold', weeklyPayment: 120 }), terms({ lenderType: 'D' }), NOW)).toBeNull()
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
      expect(financeEstimate(car({ price: 0 }), terms({ lenderType }), NOW)).toMatchObject({ weekly: 0, monthly: 0 })
    }
  })

  it('types D, E and F: the lender’s own weekly figure, on a car priced above $500', () => {
    for (const lenderType of ['D', 'E', 'F'] as const) {
      expect(financeEstimate(quoted({ weeklyPayment: 129 }), terms({ lenderType }), NOW)).toEqual({
        weekly: 129,
        monthly: 558.57,
        interestRate: 12.5,
        comparisonRate: 13.9,
        termYears: 4,
        basis: 'lender',
      })
      expect(financeEstimate(quoted(), terms({ lenderType }), NOW)).toBeNull()
      expect(financeEstimate(quoted({ weeklyPayment: 0 }), terms({ lenderType }), NOW)).toBeNull()
      expect(financeEstimate(quoted({ weeklyPayment: 129, price: 500 }), terms({ lenderType }), NOW)).toBeNull()
    }
  })

  it('type G: the lender’s own monthly figure, on a car priced above $500', () => {
    expect(financeEstimate(quoted({ monthlyPayment: 433 }), terms({ lenderType: 'G' }), NOW)).toMatchObject({
      weekly: 100,
      monthly: 433,
      interestRate: 12.5,
    })
    expect(financeEstimate(quoted({ weeklyPayment: 129 }), terms({ lenderType: 'G' }), NOW)).toBeNull()
    expect(financeEstimate(quoted({ monthlyPayment: 433, price: 0 }), terms({ lenderType: 'G' }), NOW)).toBeNull()
  })

  it('carries the rates it was worked out at: the dealer’s terms, or the lender’s own for its figure', () => {
    expect(financeEstimate(car(), terms({ lenderType: 'B' }), NOW)).toMatchObject({
      interestRate: 9.49,
      comparisonRate: 10.21,
      termYears: 5,
      basis: 'terms',
    })
    // The dealer's own rates are never printed beside a lender's figure.
    const noDealerRates = terms({ lenderType: 'D', interestRate: null as unknown as number, comparisonRate: null })
    expect(financeEstimate(quoted({ weeklyPayment: 129 }), noDealerRates, NOW)).toMatchObject({ interestRate: 12.5 })
    expect(financeEstimate(quoted({ weeklyPayment: 129, paymentTermYears: null }), noDealerRates, NOW)).toMatchObject({
      termYears: null,
    })
  })

  it('shows no lender figure that came without its interest rate and comparison rate', () => {
    for (const lenderType of ['D', 'G'] as const) {
      const figure = { weeklyPayment: 129, monthlyPayment: 559 }
      expect(financeEstimate(car(figure), terms({ lenderType }), NOW)).toBeNull()
      expect(financeEstimate(quoted({ ...figure, paymentRate: null }), terms({ lenderType }), NOW)).toBeNull()
      expect(financeEstimate(quoted({ ...figure, paymentComparisonRate: null }), terms({ lenderType }), NOW)).toBeNull()
      expect(financeEstimate(quoted(figure), terms({ lenderType }), NOW)).not.toBeNull()
    }
  })

  it('moves type A’s age limit with the calendar year, and only type A’s', () => {
    expect(estimateCalendarKey({ lenderType: 'A' }, NOW)).toBe('2026')
    expect(estimateCalendarKey({ lenderType: 'A' }, new Date('2027-01-01T12:00:00Z'))).toBe('2027')
    expect(estimateCalendarKey({ lenderType: 'B' }, NOW)).toBe('')
  })
})

describe('a listed car’s repayment (cards, compare)', () => {
  const listing = { status: 'in_stock', weekly_price: 120, weekly_interest_rate: 9.49, weekly_comparison_rate: 10.21 }
  it('comes with the rates it was worked out at', () => {
    expect(listedRepayment(listing)).toEqual({ weekly: 120, interestRate: 9.49, comparisonRate: 10.21 })
  })
  it('is not shown without both rates, out of stock, or without a figure', () => {
    expect(listedRepayment({ ...listing, weekly_interest_rate: null })).toBeNull()
    expect(listedRepayment({ ...listing, weekly_comparison_rate: undefined })).toBeNull()
    expect(listedRepayment({ ...listing, status: 'sold' })).toBeNull()
    expect(listedRepayment({ ...listing, weekly_price: null })).toBeNull()
  })
})
