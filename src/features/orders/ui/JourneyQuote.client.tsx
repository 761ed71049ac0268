'use client'
import { Suspense, type FormEvent } from 'react'
import { QUOTE_NOTE, QUOTE_PRICE, quotePrefill } from '@/domain/financeQuote'
import { formatDollars } from '@/domain/numbers'
import { LazyQuickQuote } from '@/features/finance/ui/LazyQuickQuote.client'
import type { JourneyFinance } from '../checkoutOptions'
import '@/features/finance/ui/quick-quote.css'

// The pre-approval dialog's form is portalled out of the journey's form, but React still bubbles
// its submit to the journey: it is stopped here, so applying for finance never moves a step.
const keepSubmitInside = (event: FormEvent) => event.stopPropagation()

/**
 * The broker's instant quote on what the lender pays at handover (the balance after the trade-in
 * and the deposit), and its pre-approval for this car, inside the journey's "How you pay" step;
 * none where the broker quotes no such amount (a quote on another amount would mislead).
 */
export function JourneyQuote({
  car,
  financedCents,
  finance,
}: {
  car: string
  financedCents: number
  finance: JourneyFinance
}) {
  const financed = Math.round(financedCents / 100)
  if (financed < QUOTE_PRICE.min || financed > QUOTE_PRICE.max) return null
  return (
    <section
      className="quick-quote-section checkout-quote"
      aria-labelledby="journey-quote-title"
      onSubmit={keepSubmitInside}
    >
      <h3 id="journey-quote-title">Your finance quote</h3>
      <p>On the {formatDollars(financed)} the lender pays at handover:</p>
      {/* The quote's code is fetched when finance is chosen: only this part waits for it. */}
      <Suspense fallback={<p role="status">Getting your quote…</p>}>
        <LazyQuickQuote
          car={car}
          start={quotePrefill({ price: String(financed) })}
          preApproval={finance.preApproval ? { dealerships: [] } : null}
        />
      </Suspense>
      <div className="quick-quote-small-print">
        {finance.comparisonRateBasis ? <p>* {finance.comparisonRateBasis}</p> : null}
        <p>{QUOTE_NOTE}</p>
      </div>
    </section>
  )
}
