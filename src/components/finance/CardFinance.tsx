import { repaymentText } from '@/domain/finance'
import { ratePerYear } from '@/domain/financeDisclosure'
import './finance-estimate.css'

/**
 * A card's finance line: the weekly estimate, then the rate and the comparison rate in the
 * same type. The asterisk points to the small print under the list (StockGrid).
 */
export function CardFinance({
  weekly,
  finance,
}: {
  weekly: number
  finance: { interestRate: number; comparisonRate: number }
}) {
  const quoted = repaymentText(weekly)
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
        {ratePerYear(finance.interestRate)} interest rate, {ratePerYear(finance.comparisonRate)} comparison rate*
      </span>
    </p>
  )
}
