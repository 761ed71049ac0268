import { repaymentText } from '@/domain/finance'
import { ratePerYear } from '@/domain/financeDisclosure'
import type { ListedRepayment } from '@/domain/financeEstimate'
import './finance-estimate.css'

/**
 * A card's finance line: the weekly estimate, then the rate and the comparison rate it was
 * worked out or quoted at, in the same type. The asterisk points to the small print under the
 * list (StockGrid).
 */
export function CardFinance({ repayment }: { repayment: ListedRepayment }) {
  const quoted = repaymentText(repayment.weekly)
  return (
    <p className="card-finance">
      {quoted === repaymentText(0) ? (
        <strong>{quoted}</strong>
      ) : (
        <>
          <strong>{quoted}</strong> per week*
        </>
      )}
      <span className="card-finance-rates">
        {ratePerYear(repayment.interestRate)} interest rate, {ratePerYear(repayment.comparisonRate)} comparison rate*
      </span>
    </p>
  )
}
