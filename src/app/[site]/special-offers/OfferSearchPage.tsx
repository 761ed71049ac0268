import Link from 'next/link'
import { offerFacts, runningOffersOf } from '@/content/offers'
import type { Tenant } from '@/payload-types'
import { OfferView } from '@/components/OfferView'
import { OfferFilters } from '@/components/offers/OfferFilters'
import { offerSearchPath, searchOffers, type OfferQuery } from '@/domain/offerSearch'

/**
 * The offers search (spec: /special-offers): the dealer's running offers and its group's shared
 * ones, narrowed by category, make and model, each choice with its count; a form and links, so it
 * works without scripts.
 */
export async function OfferSearchPage({ tenant, query }: { tenant: Tenant; query: OfferQuery }) {
  const running = await runningOffersOf(tenant)
  const found = searchOffers(running, offerFacts, query)

  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>Special Offers</h1>
      </section>
      {running.length === 0 ? (
        <p>There are no special offers at the moment. Please check back soon.</p>
      ) : (
        <>
          {running.length > 1 ? <OfferFilters facets={found.facets} total={found.total} /> : null}
          {found.total === 0 ? (
            <p>
              No offers match your choice. <Link href="/special-offers">See all offers</Link>
            </p>
          ) : (
            <ul className="offer-list">
              {found.offers.map((offer) => (
                <li key={offer.id}>
                  <OfferView offer={offer} tenant={tenant} variant="card" />
                </li>
              ))}
            </ul>
          )}
          {found.pages > 1 ? (
            <nav className="offer-pages" aria-label="Pages of offers">
              {found.page > 1 ? (
                <a href={offerSearchPath({ ...query, page: found.page - 1 })} rel="prev">
                  Previous
                </a>
              ) : null}
              <span>
                Page {found.page} of {found.pages}
              </span>
              {found.page < found.pages ? (
                <a href={offerSearchPath({ ...query, page: found.page + 1 })} rel="next">
                  Next
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </main>
  )
}
