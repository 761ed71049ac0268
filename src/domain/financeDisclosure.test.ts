import { describe, expect, it } from 'vitest'
import { COMPARISON_RATE_BASIS, estimateNote, ratePerYear } from './financeDisclosure'

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
})
