import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { runningOffersOf } from '@/content/offers'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { OfferView } from '@/components/OfferView'

export const metadata: Metadata = { title: 'Special Offers', alternates: { canonical: '/special-offers' } }

/** /special-offers: the dealer's running offers, and its group's shared ones. */
export default async function SpecialOffersPage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const offers = await runningOffersOf(tenant)

  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>Special Offers</h1>
      </section>
      {offers.length === 0 ? (
        <p>There are no special offers at the moment. Please check back soon.</p>
      ) : (
        <ul className="offer-list">
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferView offer={offer} tenant={tenant} variant="card" />
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}
