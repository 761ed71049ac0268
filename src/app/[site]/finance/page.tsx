import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FinanceCalculatorBlock } from '@blocks/FinanceCalculator/Component'
import { EnquiryForm } from '@/features/leads/ui/EnquiryForm.client'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { financePagePath } from '@/domain/siteLinks'
import { siteSettings } from '@tenants/settings'

/** Served at /finance, /finance-enquiry and /apply-for-finance; the dealer's finance link is the canonical one. */
export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getSiteTenant()
  return {
    title: 'Apply for Finance',
    alternates: { canonical: tenant ? financePagePath(siteSettings(tenant).links) : '/finance' },
  }
}

const HEADING_ID = 'finance-enquiry'

/**
 * The finance enquiry page (spec: /finance, /finance-enquiry, /apply-for-finance): the form,
 * stored as a lead for the dealer's finance team, and the calculator with the dealer's terms.
 */
export default async function FinancePage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>Apply for Finance</h1>
        <p className="page-summary">
          Tell us about the car and the loan you have in mind; our finance team will call you with options from our
          lenders.
        </p>
      </section>
      <section className="contact-enquiry" aria-labelledby={HEADING_ID}>
        <h2 id={HEADING_ID}>Your finance enquiry</h2>
        <EnquiryForm
          spec={await enquiryFormFor(tenant, 'finance')}
          formId={HEADING_ID}
          submitLabel="Send Finance Enquiry"
          thankYou="Thank you, our finance team will call you shortly to talk through your options."
        />
      </section>
      <FinanceCalculatorBlock
        block={{ blockType: 'financeCalculator', heading: 'Work out your repayments' }}
        tenant={tenant}
      />
    </main>
  )
}
