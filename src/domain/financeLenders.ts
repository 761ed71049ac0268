/**
 * The spec's finance lender types (A to G) and what each needs before a weekly estimate is
 * shown on a car. The eligibility rules themselves belong with the finance domain.
 */
export const FINANCE_LENDER_TYPES = [
  { value: 'A', label: 'Type A: age-limited (cars under 12 years, price above $500)' },
  { value: 'B', label: 'Type B: any car in stock' },
  { value: 'C', label: 'Type C: any car in stock' },
  { value: 'D', label: 'Type D: manual weekly payment (price above $500)' },
  { value: 'E', label: 'Type E: weekly payment (price above $500)' },
  { value: 'F', label: 'Type F: weekly payment (price above $500)' },
  { value: 'G', label: 'Type G: monthly payment (price above $500)' },
] as const

export type FinanceLenderType = (typeof FINANCE_LENDER_TYPES)[number]['value']
