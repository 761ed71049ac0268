import { FinanceCalculatorBlock } from '@blocks/FinanceCalculator/Component'
import { financePageSteps } from '@/domain/finance'
import { quoteAllowed, quotePrefill } from '@/domain/financeQuote'
import { formatNumber } from '@/domain/numbers'
import type { GatedPage } from '@/domain/signInGates'
import type { Tenant } from '@/payload-types'
import { inStockCarForForm } from '@/features/leads/carForForm'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { CarSummary } from '@/features/leads/ui/CarSummary'
import { EnquiryForm } from '@/features/leads/ui/EnquiryForm.client'
import { pageVisitor } from '@/features/visitorAuth/gate'
import { siteSettings } from '@tenants/settings'
import { preApprovalOffered } from '@/features/finance/preApproval'
import { quotesOffered } from '@/features/finance/quote'
import { QuickQuoteSection } from '@/features/finance/ui/QuickQuoteSection'
import '@/features/leads/ui/form-page.css'

export type FinanceQuery = Partial<
  Record<
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
>

const HEADING_ID = 'finance-enquiry'
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined

/**
 * The finance enquiry page (spec: /finance, /finance-enquiry, /apply-for-finance, and a car's
 * /personalised/finance?car_id=): the form in a card (id finance-form, where every car's "Apply
 * for finance" lands) beside a column with the car it came from (image, name, price, price type,
 * /week for subscriptions), or the dealer's steps; the broker's quote where offered; then the
 * calculator with the dealer's terms. A car's link also brings its price as the amount to
 * borrow (vehiclePriceBudget) and its dealership. Where the dealer gates the page, a visitor
 * signs in first; a signed-in visitor's details are filled in.
 */
export async function FinancePage({
  tenant,
  page,
  path,
  query,
}: {
  tenant: Tenant
  page: GatedPage
  path: string
  query: FinanceQuery
}) {
  const carried = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (first(value) ? [[key, first(value)!]] : [])),
  )
  const visitor = await pageVisitor(tenant, page, carried.size ? `${path}?${carried}` : path)
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
  const quoted = quotesOffered(tenant) && (!listed || quoteAllowed(listed.listing, settings.finance))
  const personalised = page === 'personalised-finance'
  const quoteStart = quotePrefill({
    vehiclePriceBudget: first(query.vehiclePriceBudget) ?? (listed ? String(listed.listing.price) : undefined),
    price: first(query.price),
    loanTerm: first(query.loanTerm),
    selfAssessedCreditScore: first(query.selfAssessedCreditScore),
    credit_score: first(query.credit_score),
    whoIsHelping: first(query.whoIsHelping),
  })
  const quote = quoted ? <QuickQuoteSection tenant={tenant} car={listed?.listing.slug} start={quoteStart} /> : null
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>{personalised ? 'Your Personalised Finance' : 'Apply for Finance'}</h1>
        <p className="page-summary">
          {personalised && quoted
            ? 'Your own weekly repayment from our finance broker in as little as 3 minutes, with no impact on your credit score; or tell us about the loan you have in mind and our finance team will call you.'
            : 'Tell us about the car and the loan you have in mind; our finance team will call you with options from our lenders.'}
        </p>
      </section>
      {personalised ? quote : null}
      <div className="form-layout">
        <section id="finance-form" className="form-card" aria-labelledby={HEADING_ID}>
          <h2 id={HEADING_ID}>Your finance enquiry</h2>
          <EnquiryForm
            spec={spec}
            formId={HEADING_ID}
            submitLabel="Send Finance Enquiry"
            thankYou="Thank you, our finance team will call you shortly to talk through your options."
            initial={{
              amount,
              location,
              ...(visitor
                ? {
                    name: visitor.firstName ?? '',
                    last_name: visitor.lastName ?? '',
                    email: visitor.email ?? '',
                    phone: visitor.phone,
                  }
                : {}),
            }}
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
      {personalised ? null : quote}
      <FinanceCalculatorBlock
        block={{ blockType: 'financeCalculator', heading: 'Work out your repayments' }}
        tenant={tenant}
        car={listed ? { price: listed.listing.price } : undefined}
      />
    </main>
  )
}
