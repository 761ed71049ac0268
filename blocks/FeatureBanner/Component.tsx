import type { FeatureBannerBlock as FeatureBannerData, Tenant } from '@/payload-types'
import { SELL_MY_CAR_PATH, SERVICE_BOOKING_PATH } from '@/domain/siteLinks'

/**
 * The spec's banner of three features: latest offers, book a service online, sell your car.
 * Service and sell-my-car go through the site's own addresses, which send each visitor to
 * the dealer's page or the manufacturer's, whichever the dealer has.
 */
export function FeatureBannerBlock({ block }: { block: FeatureBannerData; tenant: Tenant }) {
  const features = [
    { title: 'Latest Offers', text: block.offersText, href: '/special-offers' },
    { title: 'Book Service Online', text: block.serviceText, href: SERVICE_BOOKING_PATH },
    { title: 'Sell Your Car', text: block.sellText, href: SELL_MY_CAR_PATH },
  ]
  return (
    <section className="block block-features" aria-label="Our services">
      <ul>
        {features.map((feature) => (
          <li key={feature.title}>
            <h2>
              <a href={feature.href}>{feature.title}</a>
            </h2>
            {feature.text ? <p>{feature.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
