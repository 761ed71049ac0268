import { describe, expect, it } from 'vitest'
import { loanRepayment, weeklyEstimate } from './finance'

describe('loanRepayment', () => {
  it('amortises a plain loan (worked example: $30,000 at 8.5 % over 5 years)', () => {
    expect(loanRepayment({ price: 30_000, annualRatePercent: 8.5, termYears: 5, frequency: 'monthly' })).toEqual({ repayment: 615.5, total: 36_930 })
    expect(loanRepayment({ price: 30_000, annualRatePercent: 8.5, termYears: 5, frequency: 'weekly' }).repayment).toBe(141.73)
    expect(loanRepayment({ price: 30_000, annualRatePercent: 10, termYears: 5, frequency: 'fortnightly' }).repayment).toBe(293.68)
  })

  it('takes off deposit and trade-in, adds the establishment fee and leaves the residual to the end', () => {
    const withExtras = loanRepayment({ price: 40_000, deposit: 5_000, tradeIn: 5_500, establishmentFee: 500, residual: 13_500, annualRatePercent: 8.5, termYears: 5, frequency: 'weekly' })
    const same = loanRepayment({ price: 30_000, residual: 13_500, annualRatePercent: 8.5, termYears: 5, frequency: 'weekly' })
    expect(withExtras).toEqual(same)
    expect(same.repayment).toBe(100.02)
    expect(same.total).toBe(39_505.2)
  })

  it('divides evenly at 0 % and never goes below zero', () => {
    expect(loanRepayment({ price: 12_000, annualRatePercent: 0, termYears: 1, frequency: 'monthly' })).toEqual({ repayment: 1_000, total: 12_000 })
    expect(loanRepayment({ price: 5_000, deposit: 8_000, annualRatePercent: 9, termYears: 3, frequency: 'weekly' })).toEqual({ repayment: 0, total: 0 })
  })

  it('counts half-year terms in whole periods', () => {
    expect(loanRepayment({ price: 6_000, annualRatePercent: 0, termYears: 2.5, frequency: 'monthly' }).repayment).toBe(200)
  })
})

describe('weeklyEstimate', () => {
  const terms = { interestRate: 8.5, termYears: 5, depositPercent: 10, balloonPercent: 30, establishmentFee: 0 }

  it('uses the dealer’s deposit and balloon shares of the price', () => {
    expect(weeklyEstimate(45_000, terms)).toBe(loanRepayment({ price: 40_500, residual: 13_500, annualRatePercent: 8.5, termYears: 5, frequency: 'weekly' }).repayment)
  })

  it('gives no estimate at $500 or less', () => {
    expect(weeklyEstimate(500, terms)).toBeNull()
    expect(weeklyEstimate(0, terms)).toBeNull()
    expect(weeklyEstimate(501, terms)).toBeGreaterThan(0)
  })
})
