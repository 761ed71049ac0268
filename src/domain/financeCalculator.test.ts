import { describe, expect, it } from 'vitest'
import { weeklyEstimate } from './finance'
import { calculate, calculatorStart, calculatorStartForCar, settle } from './financeCalculator'

const finance = {
  interestRate: 8.5,
  termYears: 5,
  establishmentFee: 0,
  priceMin: 1_000,
  priceMax: 250_000,
  termMin: 1,
  termMax: 7,
  rateMin: 0.5,
  rateMax: 15,
  depositMax: 250_000,
}

describe('finance calculator', () => {
  it('starts from the dealer’s term and rate, kept within the calculator’s limits', () => {
    expect(calculatorStart(finance)).toEqual({
      price: 30_000,
      termYears: 5,
      ratePercent: 8.5,
      deposit: 0,
      tradeIn: 0,
      residual: 0,
      frequency: 'weekly',
    })
    expect(calculatorStart({ ...finance, interestRate: 22, termYears: 9 }, 45_000)).toMatchObject({
      price: 45_000,
      termYears: 7,
      ratePercent: 15,
    })
  })

  it('recomputes repayment and total for each frequency (worked example: $30,000, 8.5 %, 5 years)', () => {
    const start = calculatorStart(finance)
    // Monthly: 30000 × r / (1 − (1 + r)^−60) with r = 0.085 / 12 → $615.50; 60 × 615.50 = $36,930.
    expect(calculate({ ...start, frequency: 'monthly' }, finance)).toEqual({
      repayment: 615.5,
      total: 36_930,
      repaymentText: '$615.50',
      priceProblem: null,
    })
    const weekly = calculate(start, finance)
    const fortnightly = calculate({ ...start, frequency: 'fortnightly' }, finance)
    expect(weekly).toMatchObject({ repayment: 141.73, repaymentText: '$141.73' })
    expect(weekly.total).toBeCloseTo(141.73 * 260, 2)
    expect(fortnightly.repayment).toBe(283.64)
  })

  it('takes deposit, trade-in, residual and the establishment fee into account', () => {
    const plain = calculate(
      { ...calculatorStart(finance), frequency: 'monthly', price: 40_000, deposit: 5_000, tradeIn: 5_000 },
      finance,
    )
    expect(plain.repayment).toBe(615.5) // the same $30,000 financed
    const withFee = calculate(
      { ...calculatorStart(finance), frequency: 'monthly' },
      { ...finance, establishmentFee: 1_360.5 },
    )
    expect(withFee.repayment).toBeGreaterThan(615.5)
    const withResidual = calculate({ ...calculatorStart(finance), frequency: 'monthly', residual: 9_000 }, finance)
    expect(withResidual.repayment).toBeLessThan(615.5)
    expect(withResidual.total).toBeCloseTo(withResidual.repayment * 60 + 9_000, 2)
  })

  it('reports a price out of bounds with the spec’s help text and quotes “Enquire for Finance” for tiny repayments', () => {
    const small = calculate({ ...calculatorStart(finance), price: 500 }, finance)
    expect(small.priceProblem).toBe('Cannot be less than 1,000 or more than 250,000')
    expect(small.repaymentText).toBe('Enquire for Finance')
    expect(calculate({ ...calculatorStart(finance), price: 300_000 }, finance).priceProblem).toBe(
      'Cannot be less than 1,000 or more than 250,000',
    )
  })

  it('settles typed values: price floors at 0, term snaps to half years, others clamp', () => {
    expect(settle('price', -5, finance)).toBe(0)
    expect(settle('price', 300_000, finance)).toBe(300_000)
    expect(settle('termYears', 2.3, finance)).toBe(2.5)
    expect(settle('termYears', 9, finance)).toBe(7)
    expect(settle('ratePercent', 0.1, finance)).toBe(0.5)
    expect(settle('ratePercent', 21, finance)).toBe(15)
    expect(settle('deposit', -100, finance)).toBe(0)
    expect(settle('residual', 400_000, finance)).toBe(250_000)
    expect(settle('tradeIn', 12_345, finance)).toBe(12_345)
  })
})

describe('the calculator opened from a car', () => {
  it('starts on the car’s price, deposit and final payment, and shows the car’s estimate to the cent', () => {
    const terms = { ...finance, interestRate: 9.49, establishmentFee: 395, depositPercent: 10, balloonPercent: 30 }
    for (const price of [21_650, 8_990, 64_995, 1_001]) {
      const start = calculatorStartForCar(terms, price)
      expect(start).toMatchObject({
        price,
        deposit: (price * 10) / 100,
        residual: (price * 30) / 100,
        frequency: 'weekly',
      })
      expect(calculate(start, terms).repayment).toBe(weeklyEstimate(price, terms))
    }
  })
})
