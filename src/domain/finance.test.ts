import { describe, expect, it } from 'vitest'
import {
  clamp,
  FINANCE_PAGE_STEPS,
  financePageSteps,
  PRE_APPROVAL_STEPS,
  loanRepayment,
  readPurchasePrice,
  repaymentText,
  snapTerm,
  weeklyEstimate,
} from './finance'

describe('loanRepayment', () => {
  it('amortises a plain loan (worked example: $30,000 at 8.5 % over 5 years)', () => {
    expect(loanRepayment({ price: 30_000, annualRatePercent: 8.5, termYears: 5, frequency: 'monthly' })).toEqual({
      repayment: 615.5,
      total: 36_930,
    })
    expect(loanRepayment({ price: 30_000, annualRatePercent: 8.5, termYears: 5, frequency: 'weekly' }).repayment).toBe(
      141.73,
    )
    expect(
      loanRepayment({ price: 30_000, annualRatePercent: 10, termYears: 5, frequency: 'fortnightly' }).repayment,
    ).toBe(293.68)
  })

  it('takes off deposit and trade-in, adds the establishment fee and leaves the residual to the end', () => {
    const withExtras = loanRepayment({
      price: 40_000,
      deposit: 5_000,
      tradeIn: 5_500,
      establishmentFee: 500,
      residual: 13_500,
      annualRatePercent: 8.5,
      termYears: 5,
      frequency: 'weekly',
    })
    const same = loanRepayment({
      price: 30_000,
      residual: 13_500,
      annualRatePercent: 8.5,
      termYears: 5,
      frequency: 'weekly',
    })
    expect(withExtras).toEqual(same)
    expect(same.repayment).toBe(100.02)
    expect(same.total).toBe(39_505.2)
  })

  it('divides evenly at 0 % and never goes below zero', () => {
    expect(loanRepayment({ price: 12_000, annualRatePercent: 0, termYears: 1, frequency: 'monthly' })).toEqual({
      repayment: 1_000,
      total: 12_000,
    })
    expect(
      loanRepayment({ price: 5_000, deposit: 8_000, annualRatePercent: 9, termYears: 3, frequency: 'weekly' }),
    ).toEqual({ repayment: 0, total: 0 })
  })

  it('counts half-year terms in whole periods', () => {
    expect(loanRepayment({ price: 6_000, annualRatePercent: 0, termYears: 2.5, frequency: 'monthly' }).repayment).toBe(
      200,
    )
  })
})

describe('weeklyEstimate', () => {
  const terms = { interestRate: 8.5, termYears: 5, depositPercent: 10, balloonPercent: 30, establishmentFee: 0 }

  it('uses the dealer’s deposit and balloon shares of the price', () => {
    expect(weeklyEstimate(45_000, terms)).toBe(
      loanRepayment({ price: 40_500, residual: 13_500, annualRatePercent: 8.5, termYears: 5, frequency: 'weekly' })
        .repayment,
    )
  })

  it('gives no estimate at $500 or less', () => {
    expect(weeklyEstimate(500, terms)).toBeNull()
    expect(weeklyEstimate(0, terms)).toBeNull()
    expect(weeklyEstimate(501, terms)).toBeGreaterThan(0)
  })
})

describe('calculator inputs', () => {
  const bounds = { priceMin: 1_000, priceMax: 250_000, termMin: 1, termMax: 7 }

  it('keeps an out-of-bounds price with the spec’s help text, and turns 0 or below into 0', () => {
    expect(readPurchasePrice(30_000, bounds)).toEqual({ value: 30_000, problem: null })
    expect(readPurchasePrice(500, bounds)).toEqual({
      value: 500,
      problem: 'Cannot be less than 1,000 or more than 250,000',
    })
    expect(readPurchasePrice(300_000, bounds).problem).toBe('Cannot be less than 1,000 or more than 250,000')
    expect(readPurchasePrice(-5, bounds)).toEqual({
      value: 0,
      problem: 'Cannot be less than 1,000 or more than 250,000',
    })
    expect(readPurchasePrice(Number.NaN, { priceMin: 5_000, priceMax: 100_000 }).problem).toBe(
      'Cannot be less than 5,000 or more than 100,000',
    )
  })

  it('snaps the term to half years between 1 and 7 and clamps other inputs', () => {
    expect(snapTerm(4.3, bounds)).toBe(4.5)
    expect(snapTerm(0, bounds)).toBe(1)
    expect(snapTerm(9, bounds)).toBe(7)
    expect(clamp(20, 0.5, 15)).toBe(15)
    expect(clamp(-1, 0, 250_000)).toBe(0)
  })

  it('shows “Enquire for Finance” for repayments of $25 or less', () => {
    expect(repaymentText(25)).toBe('Enquire for Finance')
    expect(repaymentText(25.01)).toBe('$25.01')
    expect(repaymentText(141.73)).toBe('$141.73')
  })
})

describe('the finance page’s steps', () => {
  it('are the dealer’s lines, the standard three when empty, none when hidden', () => {
    expect(financePageSteps({ showPageSteps: true, pageSteps: ' Apply today \n\n Drive away \n' })).toEqual([
      'Apply today',
      'Drive away',
    ])
    expect(financePageSteps({ showPageSteps: true, pageSteps: '  ' })).toEqual([...FINANCE_PAGE_STEPS])
    expect(financePageSteps({ showPageSteps: false, pageSteps: 'Apply today' })).toEqual([])
    // The spec's steps promise an online pre-approval: only a site that takes one shows them.
    expect(financePageSteps({ showPageSteps: true, pageSteps: '' }, true)).toEqual([...PRE_APPROVAL_STEPS])
    expect(financePageSteps({ showPageSteps: true, pageSteps: '' }, true)[0]).toBe('Apply online in 5 minutes!')
    expect(financePageSteps({ showPageSteps: true, pageSteps: 'Call us' }, true)).toEqual(['Call us'])
    expect(financePageSteps({ showPageSteps: false, pageSteps: '' }, true)).toEqual([])
    // The stored default is the standard wording, which follows what the site does.
    const stored = { showPageSteps: true, pageSteps: FINANCE_PAGE_STEPS.join('\n') }
    expect(financePageSteps(stored, true)).toEqual([...PRE_APPROVAL_STEPS])
    expect(financePageSteps(stored, false)).toEqual([...FINANCE_PAGE_STEPS])
    expect(financePageSteps({ showPageSteps: true, pageSteps: PRE_APPROVAL_STEPS.join('\n') }, false)).toEqual([
      ...FINANCE_PAGE_STEPS,
    ])
  })
})
