import { formatDollars } from '@/domain/numbers'
import { photoSources } from '@/domain/photoSources'
import { stockSearchPath } from '@/domain/searchPaths'
import { ONLINE_PAYMENT_PATH } from '@/domain/signInGates'
import { AccountActions } from '@/features/visitorAuth/ui/AccountActions.client'
import type { Tenant, Visitor } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import type { Garage } from '../garage'
import type { SavedCar } from '../watchlist'
import { RecentlyViewed } from './RecentlyViewed.client'
import { RemoveSavedCar } from './RemoveSavedCar.client'
import './garage.css'

const STATE_NOTE: Record<SavedCar['state'], string | null> = {
  listed: null,
  sold: 'This car has been sold.',
  gone: 'This car is no longer on our site.',
}

/** My Garage: what a signed-in visitor keeps and has done on this dealer's site, and their account. */
export function GarageView({ tenant, visitor, garage }: { tenant: Tenant; visitor: Visitor; garage: Garage }) {
  const day = new Intl.DateTimeFormat('en-AU', {
    dateStyle: 'medium',
    timeZone: siteSettings(tenant).identity.timeZone,
  })
  const when = (instant: string) => day.format(new Date(instant))
  return (
    <main id="main" className="site-main garage-page">
      <section className="page-hero">
        <h1>My Garage</h1>
        <p className="page-summary">
          Signed in to {tenant.name} as {visitor.phone}.
        </p>
      </section>

      <section className="garage-section" aria-labelledby="garage-watchlist">
        <h2 id="garage-watchlist">Your watchlist</h2>
        {garage.watchlist.length ? (
          <ul className="garage-cars">
            {garage.watchlist.map((car) => (
              <li key={`${car.slug}-${car.savedAt}`} className="garage-car">
                {car.photo ? (
                  // eslint-disable-next-line @next/next/no-img-element -- renditions the platform stored (src/photos), with their own srcset
                  <img {...photoSources(car.photo, 400)} sizes="8rem" alt="" loading="lazy" decoding="async" />
                ) : (
                  <span className="garage-car-photo-none" aria-hidden="true" />
                )}
                <div className="garage-car-body">
                  <h3>
                    {car.slug && car.state !== 'gone' ? <a href={`/cars/${car.slug}`}>{car.title}</a> : car.title}
                  </h3>
                  {car.state === 'listed' && car.price ? (
                    <p className="garage-price">{formatDollars(car.price)}</p>
                  ) : null}
                  {STATE_NOTE[car.state] ? <p className="garage-note">{STATE_NOTE[car.state]}</p> : null}
                  <p className="garage-meta">Saved {when(car.savedAt)}</p>
                </div>
                {car.slug ? <RemoveSavedCar slug={car.slug} title={car.title} /> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>
            No saved cars yet. Press Save on a car’s page to keep it here.{' '}
            <a href={stockSearchPath()}>Browse our cars</a>
          </p>
        )}
      </section>

      <RecentlyViewed />

      {garage.orders.length ? (
        <section className="garage-section" aria-labelledby="garage-orders">
          <h2 id="garage-orders">Your orders</h2>
          <ul className="garage-list">
            {garage.orders.map((order) => (
              <li key={order.id}>
                <strong>{order.car}</strong>: {order.status}. {order.handover}.
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {garage.orders.length || garage.reservations.length ? (
        <p>
          <a href={ONLINE_PAYMENT_PATH}>Your online payments</a>: what you paid, its Stripe reference and any refund.
        </p>
      ) : null}

      {garage.reservations.length ? (
        <section className="garage-section" aria-labelledby="garage-reservations">
          <h2 id="garage-reservations">Your reservations</h2>
          <ul className="garage-list">
            {garage.reservations.map((reservation) => (
              <li key={reservation.id}>
                <strong>{reservation.car}</strong>: {reservation.status}
                {reservation.heldUntil ? `, held until ${when(reservation.heldUntil)}` : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {garage.offers.length ? (
        <section className="garage-section" aria-labelledby="garage-offers">
          <h2 id="garage-offers">Offers for your car</h2>
          <ul className="garage-list">
            {garage.offers.map((offer) => (
              <li key={offer.id}>
                <strong>{offer.car}</strong>: {formatDollars(offer.amount)}
                {offer.validUntil ? `, valid until ${when(offer.validUntil)}` : null}.{' '}
                <a href={offer.link}>See the offer</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="garage-section" aria-labelledby="garage-enquiries">
        <h2 id="garage-enquiries">Your enquiries</h2>
        {garage.enquiries.length ? (
          <ul className="garage-list">
            {garage.enquiries.map((enquiry) => (
              <li key={enquiry.id}>
                {enquiry.what}
                {enquiry.car ? (
                  <>
                    {' about '}
                    {enquiry.carPath ? <a href={enquiry.carPath}>{enquiry.car}</a> : enquiry.car}
                  </>
                ) : null}
                , sent {when(enquiry.sentAt)}
              </li>
            ))}
          </ul>
        ) : (
          <p>No enquiries from {visitor.phone} yet.</p>
        )}
      </section>

      <section className="garage-section" aria-labelledby="garage-account">
        <h2 id="garage-account">Your account</h2>
        <dl className="garage-account">
          <dt>Mobile</dt>
          <dd>{visitor.phone}</dd>
          {visitor.firstName || visitor.lastName ? (
            <>
              <dt>Name</dt>
              <dd>{[visitor.firstName, visitor.lastName].filter(Boolean).join(' ')}</dd>
            </>
          ) : null}
          {visitor.email ? (
            <>
              <dt>Email</dt>
              <dd>{visitor.email}</dd>
            </>
          ) : null}
          <dt>Marketing</dt>
          <dd>
            {visitor.marketingConsent ? 'You agreed to hear about offers' : 'You did not ask to hear about offers'}
            {visitor.marketingConsentAt ? ` (${when(visitor.marketingConsentAt)})` : null}
          </dd>
          <dt>Signed up</dt>
          <dd>{when(visitor.createdAt)}</dd>
        </dl>
        <AccountActions dealer={tenant.name} />
      </section>
    </main>
  )
}
