import { describe, expect, it } from 'vitest'
import {
  COMPARISON_RATE_BASIS,
  disclosureNote,
  estimateNote,
  LENDER_FIGURES_NOTE,
  ratePerYear,
} from './financeDisclosure'

describe('what is printed beside a finance estimate', () => {
  it('states the terms the estimate assumes, in the spec’s words by default', () => {
    expect(estimateNote({ termYears: 5, depositPercent: 10, balloonPercent: 0 })).toBe('5 year term, 10.0% deposit')
    expect(estimateNote({ termYears: 5, depositPercent: 10, balloonPercent: 30 })).toBe(
      '5 year term, 10.0% deposit, 30% final payment',
    )
    expect(estimateNote({ termYears: 4.5, depositPercent: 0, balloonPercent: 0 })).toBe('4.5 year term, 0.0% deposit')
    expect(
      estimateNote({
        estimateNote: '  Secured loan, 5 years, no deposit ',
        termYears: 5,
        depositPercent: 10,
        balloonPercent: 30,
      }),
    ).toBe('Secured loan, 5 years, no deposit')
  })

  it('prints rates with two decimals per year, and the comparison rate’s example and warning', () => {
    expect(ratePerYear(9.49)).toBe('9.49% p.a.')
    expect(ratePerYear(8)).toBe('8.00% p.a.')
    expect(COMPARISON_RATE_BASIS).toMatch(/5 year secured loan of \$30,000 with a 10% deposit and a 30% final payment/)
    expect(COMPARISON_RATE_BASIS).toMatch(/true only for the example given/)
  })

  it('never prints the dealer’s terms beside a lender’s own figure', () => {
    const dealer = { termYears: 5, depositPercent: 10, balloonPercent: 30 }
    expect(disclosureNote({ ...dealer, lenderType: 'B' }, { basis: 'terms', termYears: 5 })).toBe(
      '5 year term, 10.0% deposit, 30% final payment',
    )
    expect(disclosureNote({ ...dealer, lenderType: 'B' })).toBe('5 year term, 10.0% deposit, 30% final payment')
    expect(disclosureNote({ ...dealer, lenderType: 'D' }, { basis: 'lender', termYears: 4 })).toBe(
      '4 year term, the lender’s own figure for this car',
    )
    expect(disclosureNote({ ...dealer, lenderType: 'D' }, { basis: 'lender', termYears: null })).toBe(
      'Repayment is the lender’s own figure for this car',
    )
    expect(disclosureNote({ ...dealer, lenderType: 'D' })).toBe(LENDER_FIGURES_NOTE)
    expect(disclosureNote({ ...dealer, lenderType: 'G', estimateNote: 'Our lender’s weekly figures' })).toBe(
      'Our lender’s weekly figures',
    )
  })
})
