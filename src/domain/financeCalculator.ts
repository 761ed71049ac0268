import {
  clamp,
  loanRepayment,
  readPurchasePrice,
  repaymentText,
  snapTerm,
  type CalculatorBounds,
  type RepaymentFrequency,
} from './finance'

/**
 * The finance calculator's state and rules (spec: purchase price, term, rate, deposit,
 * trade-in, residual, frequency; repayment and total recomputed on every change).
 */
export type CalculatorInput = {
  price: number
  termYears: number
  ratePercent: number
  deposit: number
  tradeIn: number
  residual: number
  frequency: RepaymentFrequency
}

export type CalculatorField = Exclude<keyof CalculatorInput, 'frequency'>

type DealerFinance = CalculatorBounds & { interestRate: number; termYears: number; establishmentFee: number }

/** The calculator's opening state: the dealer's term and rate (within the limits), nothing paid up front. */
export function calculatorStart(finance: DealerFinance, price = 30_000): CalculatorInput {
  return {
    price,
    termYears: snapTerm(finance.termYears, finance),
    ratePercent: clamp(finance.interestRate, finance.rateMin, finance.rateMax),
    deposit: 0,
    tradeIn: 0,
    residual: 0,
    frequency: 'weekly',
  }
}

/**
 * The calculator opened from a car: its price with the dealer's standard deposit and final
 * payment (the terms the car's estimate is worked out on), so both show the same repayment.
 */
export function calculatorStartForCar(
  finance: DealerFinance & { depositPercent: number; balloonPercent: number },
  price: number,
): CalculatorInput {
  const start = calculatorStart(finance, price)
  return {
    ...start,
    deposit: settle('deposit', (price * finance.depositPercent) / 100, finance),
    residual: settle('residual', (price * finance.balloonPercent) / 100, finance),
  }
}

/**
 * A typed value as the calculator keeps it: the price floors at 0 (its bounds are reported,
 * not forced, so typing is never fought); the term snaps to half years within its limits;
 * rate, deposit, trade-in and residual clamp to theirs (deposit and residual 0 to the maximum).
 */
export function settle(field: CalculatorField, value: number, bounds: CalculatorBounds): number {
  switch (field) {
    case 'price':
      return readPurchasePrice(value, bounds).value
    case 'termYears':
      return snapTerm(value, bounds)
    case 'ratePercent':
      return clamp(value, bounds.rateMin, bounds.rateMax)
    case 'deposit':
    case 'tradeIn':
    case 'residual':
      return clamp(value, 0, bounds.depositMax)
  }
}

export type CalculatorResult = { repayment: number; total: number; repaymentText: string; priceProblem: string | null }

/** Repayment per period and total for the current inputs, with the price's help text when out of bounds. */
export function calculate(input: CalculatorInput, finance: DealerFinance): CalculatorResult {
  const { value: price, problem } = readPurchasePrice(input.price, finance)
  const { repayment, total } = loanRepayment({
    price,
    deposit: input.deposit,
    tradeIn: input.tradeIn,
    residual: input.residual,
    establishmentFee: finance.establishmentFee,
    annualRatePercent: input.ratePercent,
    termYears: input.termYears,
    frequency: input.frequency,
  })
  return { repayment, total, repaymentText: repaymentText(repayment), priceProblem: problem }
}
