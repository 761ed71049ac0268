import { isInStock } from './carTag'
import { isReserved, type HoldableCar } from './reservations'
import { WEEKS_PER_MONTH } from './financeEstimate'

/**
 * The broker's instant quote (spec: POST /api/youx/quote): what a buyer asks for, when a car
 * may be quoted, and the quick-quote form's limits and defaults.
 */
export const CREDIT_SCORES = ['GREAT', 'DECENT', 'POOR'] as const
export type CreditScore = (typeof CREDIT_SCORES)[number]
export const CREDIT_SCORE_LABELS: Record<CreditScore, string> = { GREAT: 'Great', DECENT: 'Decent', POOR: 'Poor' }

/** Spec: the quote is asked for 500 ms after the inputs settle. */
export const QUOTE_DEBOUNCE_MS = 500
export const QUOTE_PRICE = { min: 10_000, max: 200_000, default: 30_000 } as const
export const QUOTE_TERM_YEARS = { min: 1, max: 7, default: 5 } as const
/** Spec: logged (never shown) when a quote fails; the figures then show a dash. */
export const QUOTE_FAILED = 'Failed to get YouX quick quote'
/** Under every quote, beside the comparison rate's example and warning: what a quote is not. */
export const QUOTE_NOTE = 'An indicative quote from our finance broker: it is not an offer or approval of credit.'

export type QuoteRequest = {
  selfAssessedCreditScore: CreditScore
  purchasePrice: number
  loanTerm: number
  year?: number
  vin?: string
  nvic?: string
  whoIsHelping?: string
}

/** The broker's answer: a weekly repayment with the rates it was quoted at. */
export type Quote = { weeklyRepaymentAmount: number; advertisedRate: number; comparisonRate: number }

/** A VIN as the broker takes it (17 characters, no I, O or Q); a feed's free text that is not one is left out. */
export const quotableVin = (vin: string | null | undefined): string | undefined => {
  const upper = vin?.trim().toUpperCase()
  return upper && /^[A-HJ-NPR-Z0-9]{17}$/.test(upper) ? upper : undefined
}

/** The price field keeps digits only as it is typed. */
export const quotePriceDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, 9)

/** On blur the price is clamped to what the broker quotes on (10,000 to 200,000). */
export function clampQuotePrice(value: number): number {
  if (!Number.isFinite(value)) return QUOTE_PRICE.default
  return Math.min(QUOTE_PRICE.max, Math.max(QUOTE_PRICE.min, Math.round(value)))
}

export const clampQuoteTerm = (years: number) =>
  Number.isFinite(years)
    ? Math.min(QUOTE_TERM_YEARS.max, Math.max(QUOTE_TERM_YEARS.min, Math.round(years)))
    : QUOTE_TERM_YEARS.default

export const monthlyOfWeekly = (weekly: number) => Math.round(weekly * WEEKS_PER_MONTH * 100) / 100

const creditScore = (value: string | undefined): CreditScore | undefined => {
  const upper = value?.trim().toUpperCase()
  return CREDIT_SCORES.find((score) => score === upper)
}

/**
 * The form's first values: from the address (vehiclePriceBudget or price, loanTerm,
 * selfAssessedCreditScore or credit_score, whoIsHelping), else the spec's defaults.
 */
export function quotePrefill(query: Partial<Record<string, string | undefined>>): {
  purchasePrice: number
  loanTerm: number
  selfAssessedCreditScore: CreditScore
  whoIsHelping: string
} {
  const price = Number(quotePriceDigits(query.vehiclePriceBudget ?? query.price ?? ''))
  const term = Number(query.loanTerm)
  return {
    purchasePrice: price > 0 ? clampQuotePrice(price) : QUOTE_PRICE.default,
    loanTerm: query.loanTerm && Number.isFinite(term) ? clampQuoteTerm(term) : QUOTE_TERM_YEARS.default,
    selfAssessedCreditScore:
      creditScore(query.selfAssessedCreditScore) ?? creditScore(query.credit_score) ?? CREDIT_SCORES[0],
    whoIsHelping: (query.whoIsHelping ?? '').trim().slice(0, 100),
  }
}

export type QuotableCar = HoldableCar & { status: string; price?: number | null }
export type QuoteSettings = { quickQuote: boolean; quoteAvailableCarsOnly: boolean }

/**
 * Whether a car may be quoted (spec: the quote switch on, no quote present, price above 0;
 * with the valuation option also in stock, not sold, not reserved and priced above 200).
 */
export function quoteAllowed(car: QuotableCar, settings: QuoteSettings, hasQuote = false, now = new Date()): boolean {
  const price = car.price ?? 0
  if (!settings.quickQuote || hasQuote || !(price > 0)) return false
  if (!settings.quoteAvailableCarsOnly) return true
  return isInStock(car.status) && !isReserved(car, now) && price > 200
}
