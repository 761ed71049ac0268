import type { Tenant } from '@/payload-types'
import type { SearchDocument } from '@/search/document'
import { carTag, isInStock, type TagSettings } from '@/domain/carTag'
import { carTitle } from '@/domain/carTitle'
import { photoSources } from '@/domain/photoSources'
import { carPath, stockSearchPath, type CarType } from '@/domain/searchPaths'
import { siteSettings } from '@tenants/settings'
import { CarPrice } from './CarPrice'
import './car-card.css'

/** What every card on a page needs of the dealer's settings, worked out once per list. */
export type CarCardSettings = {
  tags: TagSettings
  prices: { subscriptions: boolean; noPriceText: string }
  titleFormat: string
  now: Date
}

export function carCardSettings(tenant: Tenant, now = new Date()): CarCardSettings {
  const settings = siteSettings(tenant)
  return {
    tags: {
      soldTagName: settings.stock.soldTagName,
      justArrivedTagName: settings.stock.justArrivedTagName,
      justArrivedDays: settings.stock.justArrivedDays,
      featuredMake: tenant.template === 'brand' ? (settings.identity.manufacturer ?? null) : null,
      usedLabel: settings.stock.usedLabel,
    },
    prices: { subscriptions: settings.features.subscriptions, noPriceText: settings.stock.noPriceText },
    titleFormat: settings.stock.titleFormat,
    now,
  }
}

type PhotoLoading = 'lcp' | 'lazy'

const kilometres = new Intl.NumberFormat('en-AU')

/**
 * A car in a stock list: photo with its tag banner, title, price with its basis, key
 * details and location, and View Details; a car no longer in stock offers
 * Find Me Something Similar (the same make and model in the search) instead.
 */
export function CarCard({
  car,
  settings,
  headingLevel: Heading = 'h3',
  photoLoading = 'lazy',
}: {
  car: SearchDocument
  settings: CarCardSettings
  headingLevel?: 'h2' | 'h3' | 'h4'
  /** 'lcp': the page's largest image, fetched first; 'lazy': when the browser lays it out near the screen. */
  photoLoading?: PhotoLoading
}) {
  const title = carTitle(car, settings.titleFormat)
  const tag = carTag(car, settings.tags, settings.now)
  const inStock = isInStock(car.status)
  const details = [
    car.car_type !== 'new' && car.km !== null ? { icon: 'km', text: `${kilometres.format(car.km)} km` } : null,
    car.transmission ? { icon: 'transmission', text: car.transmission } : null,
    car.fuel ? { icon: 'fuel', text: car.fuel } : null,
    car.body !== 'Other' && car.body ? { icon: 'body', text: car.body } : null,
  ].filter((detail): detail is { icon: DetailIcon; text: string } => Boolean(detail))
  const headingId = `car-${car.id}`
  return (
    <article className={`car-card${inStock ? '' : ' car-card-sold'}`} aria-labelledby={headingId}>
      <div className="car-photo">
        {car.primary_image_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- photos come from each dealer's own image host
          <img
            {...photoSources(car.primary_image_url, 400)}
            sizes="(min-width: 90rem) 19rem, (min-width: 64rem) 22vw, (min-width: 36rem) 48vw, 100vw"
            alt=""
            width={800}
            height={600}
            loading={photoLoading === 'lazy' ? 'lazy' : 'eager'}
            fetchPriority={photoLoading === 'lcp' ? 'high' : undefined}
            decoding={photoLoading === 'lcp' ? undefined : 'async'}
          />
        ) : (
          <span className="car-photo-none">Photo coming soon</span>
        )}
        {tag ? <span className={`car-tag car-tag-${tag.tone}`}>{tag.text}</span> : null}
      </div>
      <div className="car-body">
        <Heading id={headingId} className="car-title">
          <a href={carPath(car.slug)}>{title}</a>
        </Heading>
        <CarPrice car={car} prices={settings.prices} />
        {details.length ? (
          <ul className="car-details" aria-label="Details">
            {details.map((detail) => (
              <li key={detail.icon}>
                <DetailGlyph icon={detail.icon} />
                {detail.text}
              </li>
            ))}
          </ul>
        ) : null}
        {car.location_name ? <p className="car-location">{car.location_name}</p> : null}
        <p className="car-actions">
          {inStock ? (
            <a className="button" href={carPath(car.slug)} aria-describedby={headingId}>
              View Details
            </a>
          ) : (
            <a
              className="button"
              href={stockSearchPath({
                carTypes: [car.car_type as CarType],
                makeModel: { make: car.make, model: car.model },
              })}
              aria-describedby={headingId}
            >
              Find Me Something Similar
            </a>
          )}
        </p>
      </div>
    </article>
  )
}

type DetailIcon = 'km' | 'transmission' | 'fuel' | 'body'

/** Line icons beside a car's key details (decorative: the text says what each is). */
const GLYPHS: Record<DetailIcon, string> = {
  km: 'M12 20a8 8 0 1 1 8-8M12 12l4-3M4 12h2M12 4v2',
  transmission: 'M6 5v14M12 5v14M18 5v7H6',
  fuel: 'M5 20V6a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v14M4 20h12M15 9h2l2 2v6a1.5 1.5 0 0 1-3 0v-3h-1M8 8h4',
  body: 'M3 15v-3l2-5h10l4 5h2v3M3 15h18M7 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 18a2 2 0 1 0 0-4 2 2 0 0 0 0 4z',
}

function DetailGlyph({ icon }: { icon: DetailIcon }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d={GLYPHS[icon]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
