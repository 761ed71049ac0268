import type { FinanceCalculatorBlock as FinanceCalculatorData, Tenant } from '@/payload-types'
import { calculatorStart, calculatorStartForCar } from '@/domain/financeCalculator'
import { ratePerYear } from '@/domain/financeDisclosure'
import { disclaimerPreview } from '@/domain/offerText'
import { ExpandableText } from '@/components/ExpandableText'
import { siteSettings } from '@tenants/settings'
import type { CalculatorSettings } from './FinanceCalculator.client'
import { LazyFinanceCalculator } from './LazyFinanceCalculator.client'
import './finance-calculator.css'

/**
 * The finance calculator, anchored at #finance-calculator, with the dealer's limits, rate and
 * disclaimer. It starts at the dealer's rate, so that rate's comparison rate and warning are
 * printed with it, as with every estimate (src/domain/financeDisclosure.ts).
 */
export function FinanceCalculatorBlock({
  block,
  tenant,
  car,
}: {
  block: FinanceCalculatorData
  tenant: Tenant
  /** Opened from a car: its price with the dealer's standard deposit and final payment. */
  car?: { price: number }
}) {
  const { finance } = siteSettings(tenant)
  const settings: CalculatorSettings = {
    priceMin: finance.priceMin,
    priceMax: finance.priceMax,
    termMin: finance.termMin,
    termMax: finance.termMax,
    rateMin: finance.rateMin,
    rateMax: finance.rateMax,
    depositMax: finance.depositMax,
    interestRate: finance.interestRate,
    termYears: finance.termYears,
    establishmentFee: finance.establishmentFee,
    quickPicks: [...finance.quickPicks],
  }
  const comparisonRate = typeof finance.comparisonRate === 'number' ? finance.comparisonRate : null
  const disclaimer = [
    block.disclaimer || finance.disclaimer,
    comparisonRate !== null ? `* ${finance.comparisonRateBasis}` : '',
  ]
    .map((text) => text?.trim())
    .filter(Boolean)
    .join(' ')
  const preview = disclaimer ? disclaimerPreview(disclaimer) : null
  return (
    <section
      id="finance-calculator"
      className="block block-finance-calculator"
      aria-labelledby="finance-calculator-heading"
    >
      <h2 id="finance-calculator-heading">{block.heading || 'Finance Calculator'}</h2>
      <LazyFinanceCalculator
        settings={settings}
        start={
          car && car.price > 0
            ? calculatorStartForCar({ ...settings, ...finance }, car.price)
            : calculatorStart(settings, block.startPrice ?? 30_000)
        }
      />
      <p className="calculator-comparison">
        {comparisonRate !== null
          ? `Our rate ${ratePerYear(finance.interestRate)}, comparison rate ${ratePerYear(comparisonRate)}*. Another rate, term or amount gives another repayment.`
          : 'A guide at the rate you enter, not an offer of credit: ask our finance team for a rate and its comparison rate.'}
      </p>
      {disclaimer && preview ? (
        <div id="financeDisclaimer" className="finance-disclaimer">
          {preview.truncated ? (
            <ExpandableText preview={preview.text} more="View full disclaimer" less="View less disclaimer">
              <p>{disclaimer}</p>
            </ExpandableText>
          ) : (
            <p>{disclaimer}</p>
          )}
        </div>
      ) : null}
    </section>
  )
}
