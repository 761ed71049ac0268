import { weeklyEstimate, FINANCE_PRICE_THRESHOLD, type FinanceDefaults } from './finance'
import type { FinanceLenderType } from './financeLenders'
import { isInStock } from './carTag'

/**
 * When a car shows a finance estimate, and how much (spec 5, "Finance estimate shown only
 * if..."). An estimate is advertising a credit product: it is shown only where the dealer has
 * a lender with both an interest rate and a comparison rate to print beside it, never for the
 * makes or locations the dealer excludes, and only as each lender type allows.
 */
export type EstimateTerms = FinanceDefaults & {
  lenderType: 'none' | FinanceLenderType
  comparisonRate?: number | null
  excludedMakes?: readonly string[] | null
  excludedDealerships?: readonly string[] | null
}

export type EstimateCar = {
  year?: number | null
  price?: number | null
  status: string
  make: string
  /** The car's location (dealership) as the stock feed names it. */
  locationName?: string | null
  /** The lender's own weekly figure for this car, from the feed (types D, E, F need it). */
  weeklyPayment?: number | null
  /** The lender's own monthly figure for this car, from the feed (type G needs it). */
  monthlyPayment?: number | null
}

/** Spec: monthly = weekly x 4.33 (and so weekly = monthly / 4.33 where a lender quotes monthly). */
export const WEEKS_PER_MONTH = 4.33
/** Type A lends on cars younger than this many years. */
export const TYPE_A_MAX_AGE_YEARS = 12

export type FinanceEstimate = { weekly: number; monthly: number }

const cents = (value: number) => Math.round(value * 100) / 100
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const listed = (names: readonly string[] | null | undefined, name: string | null | undefined) =>
  Boolean(name) && (names ?? []).some((entry) => sameName(entry, name!))
const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0

/** The car's estimate, or null where the rules say none is shown. */
export function financeEstimate(car: EstimateCar, terms: EstimateTerms, now = new Date()): FinanceEstimate | null {
  if (terms.lenderType === 'none') return null
  if (terms.interestRate === null || terms.interestRate === undefined) return null
  if (terms.comparisonRate === null || terms.comparisonRate === undefined) return null
  if (listed(terms.excludedMakes, car.make) || listed(terms.excludedDealerships, car.locationName)) return null
  if (!isInStock(car.status)) return null
  const price = car.price ?? 0
  const fromTerms = (): FinanceEstimate => {
    const weekly = weeklyEstimate(price, terms) ?? 0
    return { weekly, monthly: cents(weekly * WEEKS_PER_MONTH) }
  }
  switch (terms.lenderType) {
    case 'A':
      return (car.year ?? 0) > now.getFullYear() - TYPE_A_MAX_AGE_YEARS && price > FINANCE_PRICE_THRESHOLD
        ? fromTerms()
        : null
    case 'B':
    case 'C':
      return fromTerms()
    case 'D':
    case 'E':
    case 'F':
      return price > FINANCE_PRICE_THRESHOLD && positive(car.weeklyPayment)
        ? { weekly: car.weeklyPayment, monthly: cents(car.weeklyPayment * WEEKS_PER_MONTH) }
        : null
    case 'G':
      return price > FINANCE_PRICE_THRESHOLD && positive(car.monthlyPayment)
        ? { weekly: cents(car.monthlyPayment / WEEKS_PER_MONTH), monthly: car.monthlyPayment }
        : null
  }
}

/** Lender types whose estimate is worked out from the dealer's terms, as the calculator does. */
export const estimateFromTerms = (terms: Pick<EstimateTerms, 'lenderType'>) =>
  terms.lenderType === 'A' || terms.lenderType === 'B' || terms.lenderType === 'C'

/**
 * What an estimate depends on besides the car and the dealer's terms: type A's age limit
 * moves with the calendar year, so a car's estimate must be worked out again each new year.
 */
export const estimateCalendarKey = (terms: Pick<EstimateTerms, 'lenderType'>, now = new Date()) =>
  terms.lenderType === 'A' ? String(now.getFullYear()) : ''
