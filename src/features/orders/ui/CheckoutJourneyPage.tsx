import type { Visitor } from '@/payload-types'
import { formatHandoverDay } from '@/domain/orders'
import { formatDeposit } from '@/domain/reservations'
import type { CarSummaryData } from '@/features/leads/carForForm'
import { CarSummary } from '@/features/leads/ui/CarSummary'
import type { CheckoutOptions, CheckoutRefusal } from '../checkoutOptions'
import { CheckoutJourney } from './CheckoutJourney.client'
import '@/features/leads/ui/form-page.css'
import '@/features/leads/ui/enquiry-form.css'
import './checkout.css'

/**
 * The checkout journey's page: the car beside the steps (trade-in, how you pay, delivery or
 * pick-up, your details, payment, summary), or why this car cannot be bought online now.
 */
export function CheckoutJourneyPage({
  options,
  car,
  visitor,
}: {
  options: CheckoutOptions | CheckoutRefusal
  car: CarSummaryData | null
  visitor: Visitor | null
}) {
  const aside = car ? (
    <aside className="form-aside form-aside--car" aria-label="The car">
      <CarSummary car={car} layout="stacked" />
    </aside>
  ) : null
  if ('error' in options)
    return (
      <main id="main" className="site-main">
        <section className="page-hero">
          <h1>Buy online</h1>
          <p className="page-summary" role="status">
            {options.error}
          </p>
        </section>
        {car ? (
          <p className="success-links">
            <a className="button" href={`/cars/${car.slug}`}>
              Back to the car
            </a>
          </p>
        ) : null}
      </main>
    )
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>Buy this car online</h1>
        <p className="page-summary">
          Six short steps: your trade-in, how you pay, delivery or pick-up, your details, then pay{' '}
          {formatDeposit(options.depositCents)} to secure the car
          {options.payInFull ? ' (or the whole amount)' : ''} on Stripe’s secure page.
        </p>
      </section>
      <div className="form-layout">
        <section className="form-card" aria-label="Your order">
          <CheckoutJourney
            car={options.car.slug!}
            title={options.vehicle.title}
            price={options.price}
            depositCents={options.depositCents}
            payInFull={options.payInFull}
            currency={options.terms.currency.toUpperCase()}
            dealership={options.dealership}
            days={options.days.map((day) => ({ value: day, label: formatHandoverDay(day) }))}
            offers={options.offers}
            finance={options.finance}
            signedIn={Boolean(visitor)}
            phone={visitor?.phone ?? ''}
          />
        </section>
        {aside}
      </div>
    </main>
  )
}
