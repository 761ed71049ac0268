import type { FinanceEstimate } from '@/domain/financeEstimate'
import { repaymentText } from '@/domain/finance'
import { ratePerYear } from '@/domain/financeDisclosure'
import { FinanceDisclosure } from './FinanceDisclosure'
import type { EstimateDisclosure } from './estimateDisclosure'
import './finance-estimate.css'

/**
 * A car's finance estimate on its page: weekly and monthly, the rate and the comparison rate it
 * was worked out or quoted at side by side in the same type, the terms and small print, the
 * dealer's button to apply, and the calculator opened on the same terms.
 */
export function FinanceEstimatePanel({
  estimate,
  finance,
  apply,
  calculatorHref,
}: {
  estimate: FinanceEstimate
  finance: EstimateDisclosure
  /** The button to apply, where the dealer offers it, in the dealer's words. */
  apply: { href: string; label: string } | null
  calculatorHref: string | null
}) {
  const quoted = repaymentText(estimate.weekly)
  const enquire = quoted === repaymentText(0)
  return (
    <section className="finance-estimate" aria-labelledby="finance-estimate-title">
      <h2 id="finance-estimate-title" className="finance-estimate-title">
        Finance estimate
      </h2>
      {enquire ? (
        <p className="finance-estimate-figures">
          <strong>{quoted}</strong>
        </p>
      ) : (
        <p className="finance-estimate-figures">
          <strong>{quoted}</strong> per week <span>({repaymentText(estimate.monthly)} per month)</span>
        </p>
      )}
      <dl className="finance-estimate-rates">
        <div>
          <dt>Interest rate</dt>
          <dd>{ratePerYear(estimate.interestRate)}</dd>
        </div>
        <div>
          <dt>Comparison rate*</dt>
          <dd>{ratePerYear(estimate.comparisonRate)}</dd>
        </div>
      </dl>
      {apply || calculatorHref ? (
        <p className="finance-estimate-actions">
          {apply ? (
            <a className="button" href={apply.href}>
              {apply.label}
            </a>
          ) : null}
          {calculatorHref ? (
            <a className="outline-button" href={calculatorHref}>
              Work out your repayments
            </a>
          ) : null}
        </p>
      ) : null}
      <FinanceDisclosure finance={finance} estimate={estimate} marker="* " id="financeDisclaimer" />
    </section>
  )
}
