import type { Lead, Tenant } from '@/payload-types'
import { offerStands, OFFER_ALREADY_ACCEPTED, OFFER_EXPIRED } from '@/domain/tradeInOffer'
import { wholeDollars } from '@/domain/carPrice'
import { siteSettings } from '@tenants/settings'
import { AcceptOfferButton } from './AcceptOfferButton.client'
import './form-page.css'
import './enquiry-form.css'
import { formatKilometres } from '@/domain/numbers'

const day = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(new Date(iso))

/**
 * The customer's offer (from the link the dealer sent): their car, the amount and until when
 * it stands, and Accept This Offer; an expired or accepted offer says so instead.
 */
export function TradeInOfferPage({ tenant, lead, token }: { tenant: Tenant; lead: Lead; token: string }) {
  const offer = lead.dealerOffer!
  const timeZone = siteSettings(tenant).identity.timeZone
  const car = lead.tradeIn
  const phone = tenant.contact?.salesPhone || tenant.contact?.mainPhone
  const open = offerStands(offer.validUntil, new Date(), timeZone)
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>Our offer for your car</h1>
        <p className="page-summary">
          Thank you, {lead.firstName}. Here is what {tenant.name} will pay for your car, subject to it being as you
          described it.
        </p>
      </section>
      <section className="form-card trade-offer-card" aria-labelledby="offer-amount">
        {car?.make ? (
          <p className="trade-offer-car">
            {[car.year, car.make, car.model].filter(Boolean).join(' ')}
            {car.rego ? ` · ${car.rego}${car.regoState ? ` (${car.regoState})` : ''}` : ''}
            {typeof car.kms === 'number' ? ` · ${formatKilometres(car.kms)}` : ''}
          </p>
        ) : null}
        <h2 id="offer-amount" className="trade-offer-amount">
          {wholeDollars(offer.amount!)}
        </h2>
        {offer.validUntil ? <p>Valid until {day(offer.validUntil, timeZone)}.</p> : null}
        {offer.acceptedAt ? (
          <p role="status" className="enquiry-sent">
            {OFFER_ALREADY_ACCEPTED}
          </p>
        ) : open ? (
          <AcceptOfferButton token={token} amount={offer.amount!} />
        ) : (
          <p role="alert" className="enquiry-error">
            {OFFER_EXPIRED}
            {phone ? (
              <>
                {' '}
                <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
              </>
            ) : null}
          </p>
        )}
      </section>
    </main>
  )
}
