'use client'
import { QueryClientProvider } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useState } from 'react'
import { quoteClient } from '../quoteClient'
import type { Dealership } from './PreApprovalDetails.client'
import { QuoteForm, type QuickQuoteStart } from './QuoteForm.client'

export type { QuickQuoteStart } from './QuoteForm.client'

// The dialog's code is fetched when a buyer opens it, not with the page.
const PreApprovalDialog = dynamic(() => import('./PreApprovalDialog.client').then((m) => m.PreApprovalDialog), {
  ssr: false,
})

/**
 * The instant quote, and where the site takes applications its "Get Finance" button: the
 * pre-approval dialog, opened with the figures the buyer has just been quoted.
 */
export function QuickQuote({
  car,
  start,
  preApproval,
}: {
  car?: string
  start: QuickQuoteStart
  /** Where the site takes applications: the dealerships a buyer picks from (none: the car's, or the only one). */
  preApproval?: { dealerships: readonly Dealership[] } | null
}) {
  const [asked, setAsked] = useState(start)
  const [open, setOpen] = useState(false)
  return (
    <QueryClientProvider client={quoteClient}>
      <QuoteForm car={car} start={start} onChange={setAsked} />
      {preApproval ? (
        <p className="quick-quote-apply">
          <button type="button" className="button" onClick={() => setOpen(true)}>
            Get Finance
          </button>
          <span>Instant pre-approval with no impact on your credit score.</span>
        </p>
      ) : null}
      {open && preApproval ? (
        <PreApprovalDialog
          car={car}
          start={asked}
          dealerships={preApproval.dealerships}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </QueryClientProvider>
  )
}
