import Link from 'next/link'
import type { OffersListBlock as OffersListData, Tenant } from '@/payload-types'
import { OfferView } from '@/components/OfferView'
import { Carousel } from '@/components/design/Carousel.client'
import { runningOffersOf } from '@/content/offers'

/**
 * The dealer's running offers (and its group's shared ones), newest first, with a link to all
 * of them: as a grid, or as a carousel to swipe through.
 */
export async function OffersListBlock({ block, tenant }: { block: OffersListData; tenant: Tenant }) {
  const offers = (await runningOffersOf(tenant)).filter((offer) => !block.category || offer.category === block.category)
  if (!offers.length) return null
  const cards = offers
    .slice(0, block.limit ?? 3)
    .map((offer) => (
      <OfferView
        key={offer.id}
        offer={offer}
        tenant={tenant}
        variant="card"
        cardHeading={block.heading ? 'h3' : 'h2'}
      />
    ))
  const label = block.heading || 'Offers'
  return (
    <section className="block block-offers" aria-label={label}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.display === 'carousel' ? (
        <Carousel label={label} itemsName="offers">
          {cards}
        </Carousel>
      ) : (
        <ul className="offer-list">
          {cards.map((card) => (
            <li key={card.key}>{card}</li>
          ))}
        </ul>
      )}
      <p>
        <Link href="/special-offers">View all offers</Link>
      </p>
    </section>
  )
}
