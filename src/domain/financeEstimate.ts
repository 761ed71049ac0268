import { weeklyEstimate, FINANCE_PRICE_THRESHOLD, type FinanceDefaults } from './finance'
import type { FinanceLenderType } from './financeLenders'
import { isInStock } from './carTag'

/**
 * When a car shows a finance estimate, and how much (spec 5, "Finance estimate shown only
 * if..."). An estimate is advertising a credit product: it is shown only with the interest
 * rate and comparison rate it was worked out or quoted at (the dealer's terms for types A-C,
 * the lender's own for the car's figure with D-G), never for the makes or locations the
 * dealer excludes, and only as each lender type allows.
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
  /** The rates and term the lender quoted the car's figure at, from the feed: without both rates the figure is not shown. */
  paymentRate?: number | null
  paymentComparisonRate?: number | null
  paymentTermYears?: number | null
}

/** Spec: monthly = weekly x 4.33 (and so weekly = monthly / 4.33 where a lender quotes monthly). */
export const WEEKS_PER_MONTH = 4.33
/** Type A lends on cars younger than this many years. */
export const TYPE_A_MAX_AGE_YEARS = 12

/**
 * A repayment and what it was worked out or quoted at: 'terms' is the dealer's standard
 * terms (the finance settings), 'lender' the lender's own figure for this car.
 */
export type FinanceEstimate = {
  weekly: number
  monthly: number
  interestRate: number
  comparisonRate: number
  termYears: number | null
  basis: 'terms' | 'lender'
}

const cents = (value: number) => Math.round(value * 100) / 100
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
const listed = (names: readonly string[] | null | undefined, name: string | null | undefined) =>
  Boolean(name) && (names ?? []).some((entry) => sameName(entry, name!))
const positive = (value: number | null | undefined): value is number => typeof value === 'number' && value > 0
const rate = (value: number | null | undefined): value is number => typeof value === 'number' && value >= 0

/** The car's estimate, or null where the rules say none is shown. */
export function financeEstimate(car: EstimateCar, terms: EstimateTerms, now = new Date()): FinanceEstimate | null {
  if (terms.lenderType === 'none') return null
  if (listed(terms.excludedMakes, car.make) || listed(terms.excludedDealerships, car.locationName)) return null
  if (!isInStock(car.status)) return null
  const price = car.price ?? 0
  const fromTerms = (): FinanceEstimate | null => {
    if (!rate(terms.interestRate) || !rate(terms.comparisonRate)) return null
    const weekly = weeklyEstimate(price, terms) ?? 0
    const { interestRate, comparisonRate, termYears } = terms
    return { weekly, monthly: cents(weekly * WEEKS_PER_MONTH), interestRate, comparisonRate, termYears, basis: 'terms' }
  }
  const fromLender = (weekly: number, monthly: number): FinanceEstimate | null =>
    price > FINANCE_PRICE_THRESHOLD && rate(car.paymentRate) && rate(car.paymentComparisonRate)
      ? {
          weekly,
          monthly,
          interestRate: car.paymentRate,
          comparisonRate: car.paymentComparisonRate,
          termYears: positive(car.paymentTermYears) ? car.paymentTermYears : null,
          basis: 'lender',
        }
      : null
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
      return positive(car.weeklyPayment)
        ? fromLender(car.weeklyPayment, cents(car.weeklyPayment * WEEKS_PER_MONTH))
        : null
    case 'G':
      return positive(car.monthlyPayment)
        ? fromLender(cents(car.monthlyPayment / WEEKS_PER_MONTH), car.monthlyPayment)
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

/** A listed car's repayment with the rates it was worked out or quoted at, as cards and compare print it. */
export type ListedRepayment = { weekly: number; interestRate: number; comparisonRate: number }

/** The repayment a listed car shows: only in stock, and never without both its rates. */
export function listedRepayment(car: {
  status: string
  weekly_price: number | null
  weekly_interest_rate?: number | null
  weekly_comparison_rate?: number | null
}): ListedRepayment | null {
  const { weekly_price: weekly, weekly_interest_rate: interestRate, weekly_comparison_rate: comparisonRate } = car
  if (!isInStock(car.status) || weekly === null || !rate(interestRate) || !rate(comparisonRate)) return null
  return { weekly, interestRate, comparisonRate }
}

/** The finance settings an estimate depends on: a change to any other (quotes, page steps) remakes no search document. */
export const ESTIMATE_SETTINGS = [
  'lenderType',
  'interestRate',
  'comparisonRate',
  'termYears',
  'depositPercent',
  'balloonPercent',
  'establishmentFee',
  'excludedMakes',
  'excludedDealerships',
] as const

export const estimateSettingsOf = (finance: Partial<Record<string, unknown>> | null | undefined) =>
  ESTIMATE_SETTINGS.map((key) => finance?.[key] ?? null)
