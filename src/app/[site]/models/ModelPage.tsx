import type { Model, Tenant } from '@/payload-types'
import { modelLabel } from '@/domain/models'
import { servicePriceFor } from '@/domain/serviceAdvantage'
import { SERVICE_BOOKING_PATH } from '@/domain/siteLinks'
import { OfferView } from '@/components/OfferView'
import { ServiceAdvantagePanel } from '@/components/ServiceAdvantagePanel'
import { servicePricesOf } from '@/content/models'
import { modelStockPath } from '@/domain/models'
import { runningOffersOf } from '@/content/offers'
import { rendition } from '@/lib/media'
import { siteSettings } from '@tenants/settings'
import '@/components/models.css'

/** A model's page (/{model-slug} or its override URL): the model, our stock, its offers and capped-price servicing. */
export async function ModelPage({ model, tenant }: { model: Model; tenant: Tenant }) {
  const settings = siteSettings(tenant)
  const image = rendition(model.image, 'hero', { width: 1600, height: 900 })
  const label = modelLabel(model.status)
  const stock = modelStockPath(model)
  const [offers, prices] = await Promise.all([runningOffersOf(tenant), servicePricesOf(tenant)])
  const modelOffers = offers.filter(
    (offer) => (typeof offer.model === 'object' && offer.model ? offer.model.id : offer.model) === model.id,
  )
  const servicePrice = servicePriceFor(model.name, prices)

  return (
    <main id="main" className="site-main">
      <section className="model-hero">
        <div>
          {label ? <p className="offer-category">{label}</p> : null}
          <h1>{model.name}</h1>
          {model.summary ? <p className="page-summary">{model.summary}</p> : null}
          <p className="model-actions">
            {stock ? (
              <a className="button" href={stock}>
                See our {model.name} stock
              </a>
            ) : null}
            <a href={settings.links.contactPath}>Enquire Now</a>
          </p>
        </div>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- the page's LCP image, a stored rendition
          <img src={image.url} alt={image.alt} width={image.width} height={image.height} fetchPriority="high" />
        ) : null}
      </section>
      {modelOffers.length ? (
        <section aria-labelledby="model-offers">
          <h2 id="model-offers">{model.name} offers</h2>
          <ul className="offer-list">
            {modelOffers.map((offer) => (
              <li key={offer.id}>
                <OfferView offer={offer} tenant={tenant} variant="card" cardHeading="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {servicePrice ? (
        <ServiceAdvantagePanel modelName={model.name} price={servicePrice} bookingUrl={SERVICE_BOOKING_PATH} />
      ) : null}
    </main>
  )
}
