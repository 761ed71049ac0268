import { estimateFromTerms, type EstimateTerms, type FinanceEstimate } from './financeEstimate'
/**
 * What is printed beside every finance estimate: the rate, the comparison rate (by law at
 * least as prominent) with the example it is based on and the warning that it is true only
 * for that example, and the terms the estimate assumes (spec 9: "5 year term, 10.0% deposit";
 * comparison basis a 5-year secured loan of $30,000, 10 % deposit, 30 % final payment).
 */
export const COMPARISON_RATE_BASIS =
  'Comparison rate based on a 5 year secured loan of $30,000 with a 10% deposit and a 30% final payment. ' +
  'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
  'Different terms, fees or other loan amounts might result in a different comparison rate.'

type NoteTerms = {
  estimateNote?: string | null
  termYears: number
  depositPercent: number
  balloonPercent: number
}

const years = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1))

/** The terms an estimate assumes: the dealer's own words, else worked out from the terms. */
export function estimateNote(terms: NoteTerms): string {
  const own = terms.estimateNote?.trim()
  if (own) return own
  const parts = [`${years(terms.termYears)} year term`, `${terms.depositPercent.toFixed(1)}% deposit`]
  if (terms.balloonPercent > 0) parts.push(`${terms.balloonPercent}% final payment`)
  return parts.join(', ')
}

/** Under a list of lender figures (types D-G) where the dealer wrote no note of their own. */
export const LENDER_FIGURES_NOTE =
  'Each repayment is the lender’s own figure for that car, at the rates printed beside it'

/**
 * The terms line printed with an estimate: for one worked out on the dealer's terms, those
 * terms; for the lender's own figure for a car, its term where the feed sent one; under a
 * list (no one estimate), the dealer's note, else what the lender type's figures are.
 */
export function disclosureNote(
  terms: NoteTerms & Pick<EstimateTerms, 'lenderType'>,
  estimate?: Pick<FinanceEstimate, 'basis' | 'termYears'>,
): string {
  if (estimate?.basis === 'lender') {
    const figure = 'the lender’s own figure for this car'
    return estimate.termYears ? `${years(estimate.termYears)} year term, ${figure}` : `Repayment is ${figure}`
  }
  if (estimate || estimateFromTerms(terms)) return estimateNote(terms)
  return terms.estimateNote?.trim() || LENDER_FIGURES_NOTE
}

/** A yearly rate as printed: two decimals and "p.a." (9.49% p.a.). */
export const ratePerYear = (percent: number) => `${percent.toFixed(2)}% p.a.`
