import type { Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { QUOTE_NOTE } from '@/domain/financeQuote'
import { preApprovalOffered } from '../preApproval'
import type { QuickQuoteStart } from './QuickQuote.client'
import { LazyQuickQuote } from './LazyQuickQuote.client'
import './quick-quote.css'

/**
 * The instant quote on the finance page and a car's page (where quotesOffered says so): the
 * form, the broker's figures with their rates, and the small print.
 */
export async function QuickQuoteSection({
  tenant,
  car,
  start,
  headingLevel: Heading = 'h2',
}: {
  tenant: Tenant
  car?: string
  start: QuickQuoteStart
  headingLevel?: 'h2' | 'h3'
}) {
  const { finance } = siteSettings(tenant)
  const headingId = 'quick-quote-title'
  // A car's lead goes to the car's dealership; otherwise the buyer picks one where there are several.
  const preApproval = preApprovalOffered(tenant)
    ? {
        dealerships: car
          ? []
          : (await enquiryFormFor(tenant, 'finance')).locations.map(({ value, label }) => ({ value, label })),
      }
    : null
  return (
    <section id="quick-quote" className="quick-quote-section" aria-labelledby={headingId}>
      <Heading id={headingId}>Instant finance quote</Heading>
      <LazyQuickQuote car={car} start={start} preApproval={preApproval} />
      <div className="quick-quote-small-print">
        <p>* {finance.comparisonRateBasis.trim()}</p>
        <p>{QUOTE_NOTE}</p>
      </div>
    </section>
  )
}
