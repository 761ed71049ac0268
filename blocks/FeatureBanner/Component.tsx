import type { FeatureBannerBlock as FeatureBannerData, Tenant } from '@/payload-types'
import { serviceAndSellLinks } from '@/domain/siteLinks'
import { siteSettings } from '@tenants/settings'

/** The spec's banner of three features: latest offers, book a service online, sell your car. */
export function FeatureBannerBlock({ block, tenant }: { block: FeatureBannerData; tenant: Tenant }) {
  const links = serviceAndSellLinks(siteSettings(tenant).links.manufacturerBaseDomain)
  const external = links.external ? { target: '_blank', rel: 'noopener' } : {}
  const features = [
    { title: 'Latest Offers', text: block.offersText, href: '/special-offers', attrs: {} },
    { title: 'Book Service Online', text: block.serviceText, href: links.serviceBooking, attrs: external },
    { title: 'Sell Your Car', text: block.sellText, href: links.sellMyCar, attrs: external },
  ]
  return (
    <section className="block block-features" aria-label="Our services">
      <ul>
        {features.map((feature) => (
          <li key={feature.title}>
            <h2>
              <a href={feature.href} {...feature.attrs}>
                {feature.title}
              </a>
            </h2>
            {feature.text ? <p>{feature.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
