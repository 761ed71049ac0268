import { SiteRichText } from '@/components/SiteRichText'
import type { Media, Model, Offer, Tenant } from '@/payload-types'
import { descriptionPreview, disclaimerPreview, offerFollowUp, plainText } from '@/domain/offerText'
import { enquiryLink, financeLink, SERVICE_BOOKING_PATH, testDriveLink } from '@/domain/siteLinks'
import { stockSearchPath } from '@/domain/searchPaths'
import { representsOneMake, siteSettings } from '@tenants/settings'
import { offerPath as offerAddress } from '@/domain/offerPath'
import { rendition } from '@/lib/media'
import { ExpandableText } from '@/components/ExpandableText'

export const modelOf = (offer: Offer): Model | null =>
  offer.model && typeof offer.model === 'object' ? offer.model : null

/** The offer's own image, or its model's when the editor chose that. */
export function offerImage(offer: Offer): Media | null {
  if (offer.image && typeof offer.image === 'object') return offer.image
  const modelImage = modelOf(offer)?.image
  return offer.useModelImage && modelImage && typeof modelImage === 'object' ? modelImage : null
}

/** The offer's address on this tenant's site (src/domain/offerPath.ts). */
export const offerPath = (offer: Offer, tenant: Tenant): string =>
  offerAddress(offer, { singleMake: representsOneMake(tenant) })

/** An offer as a card (list: description cut at 160 with View more) or in full (detail page). Cards under a section heading use h3. */
export function OfferView({
  offer,
  tenant,
  variant,
  cardHeading = 'h2',
}: {
  offer: Offer
  tenant: Tenant
  variant: 'card' | 'detail'
  cardHeading?: 'h2' | 'h3'
}) {
  const settings = siteSettings(tenant)
  const image = rendition(offerImage(offer), variant === 'card' ? 'card' : 'hero', { width: 800, height: 450 })
  const model = modelOf(offer)
  const endDate = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: settings.identity.timeZone })
  const Title = variant === 'card' ? cardHeading : 'h1'
  const description = offer.description ? descriptionPreview(plainText(offer.description)) : null
  const disclaimer = offer.disclaimer ? disclaimerPreview(offer.disclaimer) : null
  return (
    <article className={`card offer-card offer-${variant}`} aria-labelledby={`offer-${offer.id}`}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- sized from the stored rendition
        <img
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={variant === 'card' ? 'lazy' : 'eager'}
          className="offer-image"
        />
      ) : (
        <div className="offer-image offer-image-none" aria-hidden="true">
          <span>{offer.category}</span>
        </div>
      )}
      <div className="offer-body">
        {/* Without an image the brand panel above names the category. */}
        {image ? <p className="offer-category">{offer.category}</p> : null}
        <Title id={`offer-${offer.id}`}>
          {variant === 'card' ? <a href={offerPath(offer, tenant)}>{offer.name}</a> : offer.name}
        </Title>
        {offer.endDate ? (
          <p className="offer-ends">
            <span className="badge badge-muted">Ends {endDate.format(new Date(offer.endDate))}</span>
          </p>
        ) : null}
        {offer.description && description ? (
          variant === 'card' && description.truncated ? (
            <ExpandableText preview={description.text} more="View more" less="View less" className="offer-description">
              <SiteRichText data={offer.description} />
            </ExpandableText>
          ) : (
            <SiteRichText data={offer.description} className="offer-description" />
          )
        ) : null}
        <p className="offer-actions">
          <a className="button" href={enquiryLink(settings.links.contactPath, { offer: offer.id })}>
            {offer.enquireLabel || 'Enquire Now'}
          </a>
          <OfferFollowUpLink offer={offer} tenant={tenant} model={model} />
          {model ? (
            <a className="btn btn-ghost" href={model.overrideUrl || `/${model.slug}`}>
              Explore {model.name}
            </a>
          ) : null}
        </p>
        {offer.disclaimer && disclaimer ? (
          disclaimer.truncated ? (
            <ExpandableText
              preview={disclaimer.text}
              more="View full disclaimer"
              less="View less disclaimer"
              className="offer-disclaimer"
            >
              <p>{offer.disclaimer}</p>
            </ExpandableText>
          ) : (
            <p className="offer-disclaimer">{offer.disclaimer}</p>
          )
        ) : null}
      </div>
    </article>
  )
}

/** The offer's second button, chosen by its category (src/domain/offerText.ts offerFollowUp). */
function OfferFollowUpLink({ offer, tenant, model }: { offer: Offer; tenant: Tenant; model: Model | null }) {
  const links = siteSettings(tenant).links
  switch (offerFollowUp(offer.category)) {
    case 'test-drive':
      return (
        <a className="outline-button" href={testDriveLink({ model: model?.slug, offer: offer.id })}>
          Book A Test Drive
        </a>
      )
    case 'finance':
      return (
        <a className="outline-button" href={financeLink(links)}>
          Apply For Finance
        </a>
      )
    case 'service-booking':
      return (
        <a className="outline-button" href={SERVICE_BOOKING_PATH}>
          Book A Service
        </a>
      )
    case 'stock':
      return (
        <a className="outline-button" href={stockSearchPath({ carTypes: ['used'] })}>
          View {siteSettings(tenant).stock.usedLabel} Cars
        </a>
      )
    default:
      return null
  }
}
