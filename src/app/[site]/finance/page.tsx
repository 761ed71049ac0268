import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FinanceCalculatorBlock } from '@blocks/FinanceCalculator/Component'
import { EnquiryForm } from '@/features/leads/ui/EnquiryForm.client'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { inStockCarForForm } from '@/features/leads/carForForm'
import { CarSummary } from '@/features/leads/ui/CarSummary'
import { financePageSteps } from '@/domain/finance'
import { financePagePath } from '@/domain/siteLinks'
import { siteSettings } from '@tenants/settings'
import '@/features/leads/ui/form-page.css'
import { formatNumber } from '@/domain/numbers'
import { quoteAllowed, quotePrefill } from '@/domain/financeQuote'
import { quotesOffered } from '@/features/finance/quote'
import { preApprovalOffered } from '@/features/finance/preApproval'
import { QuickQuoteSection } from '@/features/finance/ui/QuickQuoteSection'

// Reads the car it was opened for from the query string, so it renders per request (its data reads are still cached).
export const dynamic = 'force-dynamic'

/** Served at /finance, /finance-enquiry and /apply-for-finance; the dealer's finance link is the canonical one. */
export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getSiteTenant()
  return {
    title: 'Apply for Finance',
    alternates: { canonical: tenant ? financePagePath(siteSettings(tenant).links) : '/finance' },
  }
}

type Query = Record<
  | 'car_id'
  | 'vehiclePriceBudget'
  | 'preferredDealership'
  | 'price'
  | 'loanTerm'
  | 'selfAssessedCreditScore'
  | 'credit_score'
  | 'whoIsHelping',
  string | string[] | undefined
>
type Args = { searchParams: Promise<Partial<Query>> }

const HEADING_ID = 'finance-enquiry'
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined

/**
 * The finance enquiry page (spec: /finance, /finance-enquiry, /apply-for-finance): the form in
 * a card (id finance-form, where every car's "Apply for finance" lands) beside a column with
 * the car it came from (image, name, price, price type, /week for subscriptions), or the
 * dealer's steps; then the calculator with the dealer's terms. A car's link also brings its
 * price as the amount to borrow (vehiclePriceBudget) and its dealership.
 */
export default async function FinancePage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const query = await searchParams
  const settings = siteSettings(tenant)
  const spec = await enquiryFormFor(tenant, 'finance')
  const listed = await inStockCarForForm(tenant, first(query.car_id))
  const budget = Number(first(query.vehiclePriceBudget)?.replace(/[$,\s]/g, ''))
  const amount =
    Number.isInteger(budget) && budget >= settings.finance.priceMin && budget <= settings.finance.priceMax
      ? formatNumber(budget)
      : undefined
  const dealership = first(query.preferredDealership)
  const location = spec.locations.find((option) => option.label === dealership)?.value
  const steps = financePageSteps(settings.finance, preApprovalOffered(tenant))
  const quoteStart = quotePrefill({
    vehiclePriceBudget: first(query.vehiclePriceBudget) ?? (listed ? String(listed.listing.price) : undefined),
    price: first(query.price),
    loanTerm: first(query.loanTerm),
    selfAssessedCreditScore: first(query.selfAssessedCreditScore),
    credit_score: first(query.credit_score),
    whoIsHelping: first(query.whoIsHelping),
  })
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>Apply for Finance</h1>
        <p className="page-summary">
          Tell us about the car and the loan you have in mind; our finance team will call you with options from our
          lenders.
        </p>
      </section>
      <div className="form-layout">
        <section id="finance-form" className="form-card" aria-labelledby={HEADING_ID}>
          <h2 id={HEADING_ID}>Your finance enquiry</h2>
          <EnquiryForm
            spec={spec}
            formId={HEADING_ID}
            submitLabel="Send Finance Enquiry"
            thankYou="Thank you, our finance team will call you shortly to talk through your options."
            initial={{ amount, location }}
            car={listed?.formCar}
          />
        </section>
        {listed ? (
          <aside className="form-aside form-aside--car" aria-labelledby="finance-car">
            <h2 id="finance-car" className="visually-hidden">
              The car
            </h2>
            <CarSummary car={listed.summary} layout="stacked" />
          </aside>
        ) : steps.length ? (
          <aside className="form-aside" aria-labelledby="finance-steps">
            <h2 id="finance-steps">How it works</h2>
            <ol className="form-steps">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </aside>
        ) : null}
      </div>
      {quotesOffered(tenant) && (!listed || quoteAllowed(listed.listing, settings.finance)) ? (
        <QuickQuoteSection tenant={tenant} car={listed?.listing.slug} start={quoteStart} />
      ) : null}
      <FinanceCalculatorBlock
        block={{ blockType: 'financeCalculator', heading: 'Work out your repayments' }}
        tenant={tenant}
        car={listed ? { price: listed.listing.price } : undefined}
      />
    </main>
  )
}
