import { formatDollars, wholeNumber } from './numbers'
/**
 * Loan repayments as the finance calculator and the stock's weekly estimates work them out:
 * a standard amortising loan on the price less deposit and trade-in plus the establishment
 * fee, with an optional residual (balloon) left to pay at the end.
 */
export const REPAYMENT_FREQUENCIES = { weekly: 52, fortnightly: 26, monthly: 12 } as const
export type RepaymentFrequency = keyof typeof REPAYMENT_FREQUENCIES

export type LoanTerms = {
  price: number
  deposit?: number
  tradeIn?: number
  /** Balloon or residual owed after the last repayment. */
  residual?: number
  establishmentFee?: number
  /** Per year, in percent (8.5 means 8.5 % p.a.). */
  annualRatePercent: number
  termYears: number
  frequency: RepaymentFrequency
}

const cents = (value: number) => Math.round(value * 100) / 100

/** The repayment per period and the total paid over the loan (repayments plus residual). */
export function loanRepayment(terms: LoanTerms): { repayment: number; total: number } {
  const periods = REPAYMENT_FREQUENCIES[terms.frequency]
  const count = Math.round(terms.termYears * periods)
  const principal = Math.max(
    0,
    terms.price - (terms.deposit ?? 0) - (terms.tradeIn ?? 0) + (terms.establishmentFee ?? 0),
  )
  const residual = Math.min(Math.max(0, terms.residual ?? 0), principal)
  if (count <= 0 || principal === 0) return { repayment: 0, total: cents(residual) }
  const rate = terms.annualRatePercent / 100 / periods
  const repayment =
    rate === 0
      ? (principal - residual) / count
      : ((principal - residual / (1 + rate) ** count) * rate) / (1 - (1 + rate) ** -count)
  // The total is what the visitor sees multiplied out: the rounded repayment, every period.
  return { repayment: cents(repayment), total: cents(cents(repayment) * count + residual) }
}

/** The spec's threshold: finance estimates are shown only for cars priced above $500. */
export const FINANCE_PRICE_THRESHOLD = 500

export type FinanceDefaults = {
  interestRate: number
  termYears: number
  depositPercent: number
  balloonPercent: number
  establishmentFee: number
}

/**
 * A car's weekly repayment on the dealer's standard finance terms (deposit and balloon as
 * shares of the price), or null when the car is priced at $500 or less.
 */
export function weeklyEstimate(price: number, finance: FinanceDefaults): number | null {
  if (!(price > FINANCE_PRICE_THRESHOLD)) return null
  return loanRepayment({
    price,
    deposit: (price * finance.depositPercent) / 100,
    residual: (price * finance.balloonPercent) / 100,
    establishmentFee: finance.establishmentFee,
    annualRatePercent: finance.interestRate,
    termYears: finance.termYears,
    frequency: 'weekly',
  }).repayment
}

/** The calculator's limits, the spec's defaults overridden by the dealer's finance settings. */
export type CalculatorBounds = {
  priceMin: number
  priceMax: number
  termMin: number
  termMax: number
  rateMin: number
  rateMax: number
  depositMax: number
}

/** The help text under the purchase price when it is out of bounds. */
export const priceBoundsMessage = (bounds: Pick<CalculatorBounds, 'priceMin' | 'priceMax'>) =>
  `Cannot be less than ${wholeNumber(bounds.priceMin)} or more than ${wholeNumber(bounds.priceMax)}`

/**
 * The purchase price as typed: 0 or below becomes 0; outside the bounds it is kept (so the
 * visitor can finish typing) with the help text.
 */
export function readPurchasePrice(
  value: number,
  bounds: Pick<CalculatorBounds, 'priceMin' | 'priceMax'>,
): { value: number; problem: string | null } {
  const price = Number.isFinite(value) && value > 0 ? value : 0
  return {
    value: price,
    problem: price < bounds.priceMin || price > bounds.priceMax ? priceBoundsMessage(bounds) : null,
  }
}

/** Other inputs clamp to their limits; the term also snaps to half years. */
export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min))
export const snapTerm = (years: number, bounds: Pick<CalculatorBounds, 'termMin' | 'termMax'>) =>
  clamp(Math.round(years * 2) / 2, bounds.termMin, bounds.termMax)

/** Repayments of $25 or less are not worth quoting: the spec shows "Enquire for Finance". */
export const ENQUIRE_FOR_FINANCE_AT_OR_BELOW = 25
export const repaymentText = (repayment: number) =>
  repayment <= ENQUIRE_FOR_FINANCE_AT_OR_BELOW ? 'Enquire for Finance' : formatDollars(repayment, { cents: true })

/**
 * Spec: the finance page's column shows three steps when the visitor did not come from a car.
 * The spec's own steps promise an online pre-approval; the platform takes a callback request,
 * so its standard steps say what happens to that request and nothing more.
 */
export const FINANCE_PAGE_STEPS = [
  'Tell us about the car and the loan you have in mind',
  'Our finance team calls you with options from our lenders',
  'Choose your loan and drive away in your car',
] as const

/** The spec's own steps: true only where the site takes an online pre-approval. */
export const PRE_APPROVAL_STEPS = [
  'Apply online in 5 minutes!',
  'Get pre-approved with your own personalised finance rate',
  'Purchase your dream car',
] as const

/**
 * The steps a dealer shows: one per line of their own text, none when hidden. Empty, or either
 * standard set (the stored default), gives the standard steps for what the site does: the
 * spec's where it offers online pre-approval, the callback's where not, so neither promises
 * what the site does not do.
 */
export function financePageSteps(
  finance: { showPageSteps: boolean; pageSteps: string },
  preApprovalOffered = false,
): string[] {
  if (!finance.showPageSteps) return []
  const lines = finance.pageSteps
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
  const standard = [FINANCE_PAGE_STEPS, PRE_APPROVAL_STEPS].some((set) => set.join('\n') === lines.join('\n'))
  if (lines.length && !standard) return lines
  return preApprovalOffered ? [...PRE_APPROVAL_STEPS] : [...FINANCE_PAGE_STEPS]
}
