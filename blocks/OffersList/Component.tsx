import Link from 'next/link'
import type { OffersListBlock as OffersListData, Tenant } from '@/payload-types'
import { OfferView } from '@/components/OfferView'
import { runningOffersOf } from '@/content/offers'

/** The dealer's running offers (and its group's shared ones), newest first, with a link to all of them. */
export async function OffersListBlock({ block, tenant }: { block: OffersListData; tenant: Tenant }) {
  const offers = (await runningOffersOf(tenant)).filter((offer) => !block.category || offer.category === block.category)
  if (!offers.length) return null
  return (
    <section className="block block-offers" aria-label={block.heading || 'Offers'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="offer-list">
        {offers.slice(0, block.limit ?? 3).map((offer) => (
          <li key={offer.id}>
            <OfferView offer={offer} tenant={tenant} variant="card" cardHeading={block.heading ? 'h3' : 'h2'} />
          </li>
        ))}
      </ul>
      <p>
        <Link href="/special-offers">View all offers</Link>
      </p>
    </section>
  )
}
