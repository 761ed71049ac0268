import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { Media, Model, Offer } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { runningOffersOf } from '../data/offers'
import { getRequestTenant } from '../data/tenant'

export const metadata: Metadata = { title: 'Special Offers', alternates: { canonical: '/special-offers' } }

const modelOf = (offer: Offer): Model | null => (offer.model && typeof offer.model === 'object' ? offer.model : null)

/** The offer's own image, or its model's when the editor chose that. */
function imageOf(offer: Offer): Media | null {
  if (offer.image && typeof offer.image === 'object') return offer.image
  const modelImage = modelOf(offer)?.image
  return offer.useModelImage && modelImage && typeof modelImage === 'object' ? modelImage : null
}

/** /special-offers: the dealer's running offers, and its group's shared ones. */
export default async function SpecialOffersPage() {
  const tenant = await getRequestTenant()
  if (!tenant) notFound()
  const settings = siteSettings(tenant)
  const offers = await runningOffersOf(tenant)
  const endDate = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: settings.identity.timeZone })

  return (
    <>
      <main id="main" className="site-main">
        <section className="page-hero">
          <h1>Special Offers</h1>
        </section>
        {offers.length === 0 ? (
          <p>There are no special offers at the moment. Please check back soon.</p>
        ) : (
          <ul className="offer-list">
            {offers.map((offer) => {
              const image = imageOf(offer)
              const model = modelOf(offer)
              return (
                <li key={offer.id}>
                  <article className="offer-card" aria-labelledby={`offer-${offer.id}`}>
                    {image?.url ? (
                      // eslint-disable-next-line @next/next/no-img-element -- sized from the stored rendition, lazy below the fold
                      <img src={image.url} alt={image.alt} width={image.width ?? 800} height={image.height ?? 450} loading="lazy" className="offer-image" />
                    ) : null}
                    <p className="offer-category">{offer.category}</p>
                    <h2 id={`offer-${offer.id}`}>{offer.name}</h2>
                    {offer.endDate ? <p className="offer-ends">Ends {endDate.format(new Date(offer.endDate))}</p> : null}
                    {offer.description ? <RichText data={offer.description} className="offer-description" /> : null}
                    <p className="offer-actions">
                      <a className="button" href={settings.links.contactPath}>
                        {offer.enquireLabel || 'Enquire Now'}
                      </a>
                      {model ? <a href={model.overrideUrl || `/${model.slug}`}>Explore {model.name}</a> : null}
                    </p>
                    {offer.disclaimer ? (
                      <details className="offer-disclaimer">
                        <summary>View full disclaimer</summary>
                        <p>{offer.disclaimer}</p>
                      </details>
                    ) : null}
                  </article>
                </li>
              )
            })}
          </ul>
        )}
      </main>
    </>
  )
}
