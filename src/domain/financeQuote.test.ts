import { describe, expect, it } from 'vitest'
import {
  clampQuotePrice,
  clampQuoteTerm,
  monthlyOfWeekly,
  quoteAllowed,
  quotePrefill,
  quotePriceDigits,
  quotableVin,
  type QuoteSettings,
} from './financeQuote'

const on: QuoteSettings = { quickQuote: true, quoteAvailableCarsOnly: false }
const strict: QuoteSettings = { quickQuote: true, quoteAvailableCarsOnly: true }
const car = { status: 'in_stock', reserved: false, price: 24_990 }

describe('the quick quote’s form', () => {
  it('takes digits only and clamps the price to 10,000-200,000 on blur', () => {
    expect(quotePriceDigits('$24,990.50')).toBe('2499050')
    expect(quotePriceDigits('abc')).toBe('')
    expect(clampQuotePrice(9_999)).toBe(10_000)
    expect(clampQuotePrice(0)).toBe(10_000)
    expect(clampQuotePrice(200_001)).toBe(200_000)
    expect(clampQuotePrice(45_000)).toBe(45_000)
    expect(clampQuotePrice(Number.NaN)).toBe(30_000)
  })

  it('keeps the term to whole years from 1 to 7', () => {
    expect(clampQuoteTerm(0)).toBe(1)
    expect(clampQuoteTerm(8)).toBe(7)
    expect(clampQuoteTerm(4.4)).toBe(4)
  })

  it('starts from the address, else 30,000 over 5 years with a great credit score', () => {
    expect(quotePrefill({})).toEqual({
      purchasePrice: 30_000,
      loanTerm: 5,
      selfAssessedCreditScore: 'GREAT',
      whoIsHelping: '',
    })
    expect(
      quotePrefill({ vehiclePriceBudget: '24990', loanTerm: '3', credit_score: 'decent', whoIsHelping: ' Sam ' }),
    ).toEqual({ purchasePrice: 24_990, loanTerm: 3, selfAssessedCreditScore: 'DECENT', whoIsHelping: 'Sam' })
    expect(quotePrefill({ price: '500000', selfAssessedCreditScore: 'POOR', credit_score: 'GREAT' })).toMatchObject({
      purchasePrice: 200_000,
      selfAssessedCreditScore: 'POOR',
    })
    expect(quotePrefill({ selfAssessedCreditScore: 'EXCELLENT', loanTerm: 'x' })).toMatchObject({
      selfAssessedCreditScore: 'GREAT',
      loanTerm: 5,
    })
  })

  it('sends a VIN only in the broker’s form', () => {
    expect(quotableVin(' jtnb23he70j012345 ')).toBe('JTNB23HE70J012345')
    expect(quotableVin('SCDEMO0023000001')).toBeUndefined()
    expect(quotableVin('JTNB23HE70J01234O')).toBeUndefined()
    expect(quotableVin(null)).toBeUndefined()
  })

  it('shows the monthly figure as weekly x 4.33', () => {
    expect(monthlyOfWeekly(100)).toBe(433)
    expect(monthlyOfWeekly(123.45)).toBe(534.54)
  })
})

describe('when a car may be quoted', () => {
  it('only with the dealer’s switch on, no quote already and a price above 0', () => {
    expect(quoteAllowed(car, on)).toBe(true)
    expect(quoteAllowed(car, { ...on, quickQuote: false })).toBe(false)
    expect(quoteAllowed(car, on, true)).toBe(false)
    expect(quoteAllowed({ ...car, price: 0 }, on)).toBe(false)
    expect(quoteAllowed({ ...car, price: null }, on)).toBe(false)
    expect(quoteAllowed({ ...car, status: 'sold' }, on)).toBe(true)
  })

  it('with the available-cars option: in stock, not sold, not reserved, priced above 200', () => {
    expect(quoteAllowed(car, strict)).toBe(true)
    expect(quoteAllowed({ ...car, status: 'sold' }, strict)).toBe(false)
    expect(quoteAllowed({ ...car, reserved: true }, strict)).toBe(false)
    expect(quoteAllowed({ ...car, price: 200 }, strict)).toBe(false)
    expect(quoteAllowed({ ...car, price: 201 }, strict)).toBe(true)
    expect(quoteAllowed({ ...car, status: 'coming_soon' }, strict)).toBe(true)
  })

  it('with the available-cars option, not while a buyer holds the car online', () => {
    const at = new Date('2026-12-04T10:00:00Z')
    const seconds = at.getTime() / 1000
    expect(quoteAllowed({ ...car, held_until: seconds + 1 }, strict, false, at)).toBe(false)
    expect(quoteAllowed({ ...car, held_until: seconds }, strict, false, at)).toBe(true)
    expect(quoteAllowed({ ...car, held_until: seconds + 1 }, on, false, at)).toBe(true)
  })
})
