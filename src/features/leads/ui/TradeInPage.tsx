import type { Tenant } from '@/payload-types'
import { FaqList } from '@/components/FaqList'
import { TRADE_IN_FAQ } from '@/domain/tradeIn'
import type { CarForForm } from '../carForForm'
import { enquiryFormFor } from '../enquiryForms'
import { CarSummary } from './CarSummary'
import { LazyEnquiryForm as EnquiryForm } from './LazyEnquiryForm.client'
import './form-page.css'

const HEADING_ID = 'trade-in-enquiry'

const STEPS = [
  'Tell us about your car',
  'We come back to you with a valuation, or a time to see it',
  'Sell it to us outright, or trade it in towards your next car',
]

/**
 * Sell or trade in (spec: /cars/trade-in?car_id=, and /trade-in where the dealer has not
 * built that page in the CMS): the visitor's car and details in a card, beside the car they
 * want when they came from one (the lead names it, and the visitor lands on /success), then
 * the trade-in questions.
 */
export async function TradeInPage({ tenant, car }: { tenant: Tenant; car: CarForForm | null }) {
  const spec = await enquiryFormFor(tenant, 'trade-in')
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>{car ? 'Trade in towards this car' : 'Sell or Trade In Your Car'}</h1>
        <p className="page-summary">
          A fair price for your car, whether you trade it in or sell it to us outright. Tell us about it and we will get
          back to you with a valuation.
        </p>
      </section>
      <div className="form-layout">
        <section className="form-card" aria-labelledby={HEADING_ID}>
          <h2 id={HEADING_ID}>Your trade-in</h2>
          <EnquiryForm
            spec={spec}
            formId={HEADING_ID}
            submitLabel="Get My Valuation"
            thankYou="Thank you, we have your car’s details and will be in touch with a valuation."
            car={car?.formCar}
          />
        </section>
        <aside className={car ? 'form-aside form-aside--car' : 'form-aside'} aria-labelledby="trade-in-aside">
          {car ? (
            <>
              <h2 id="trade-in-aside" className="visually-hidden">
                The car you want
              </h2>
              <CarSummary car={car.summary} layout="stacked" />
            </>
          ) : (
            <>
              <h2 id="trade-in-aside">How it works</h2>
              <ol className="form-steps">
                {STEPS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          )}
        </aside>
      </div>
      <FaqList heading="Trade-in questions" items={TRADE_IN_FAQ} />
    </main>
  )
}
