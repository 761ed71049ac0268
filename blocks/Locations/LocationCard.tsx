import Link from 'next/link'
import type { Location, Tenant } from '@/payload-types'
import { hoursSummary, holidayRows } from '@/domain/openingHours'
import { calendarDay } from '@/domain/dates'
import { telHref } from '@/domain/locations'
import { showReviews } from '@/domain/reviews'
import { locationStockPath } from '@/domain/searchPaths'
import { HolidayHours } from '@/components/HolidayHours'
import { LocationMap } from '@/components/LocationMap'
import { OpenNow } from '@/components/OpenNow.client'
import { StarRating } from '@/components/StarRating'
import { locationSlugOf } from '@/content/locationSites'
import { addressLine, directionsUrl } from '@/domain/locations'
import { rendition } from '@/lib/media'
import { siteSettings } from '@tenants/settings'

type Props = {
  location: Location
  tenant: Tenant
  showHours: boolean
  showLicence: boolean
  /** large: the only card, with its map shown when visible; carousel: dealer-group card with View Location and View Our Stock. */
  variant: 'large' | 'card' | 'carousel'
  headingLevel: 'h2' | 'h3'
}

/** A location card: image or map, name, rating, address, phone, hours, licence, holiday hours and links. */
export function LocationCard({ location, tenant, showHours, showLicence, variant, headingLevel: Heading }: Props) {
  const settings = siteSettings(tenant)
  const { timeZone } = settings.identity
  const now = new Date()
  const image = rendition(location.image, variant === 'large' ? 'card' : 'thumbnail', { width: 400, height: 225 })
  const { lat, lng } = location.address
  const rating = location.reviews?.averageRating
  const rated = showReviews(rating, settings.reviews.minimumRating, settings.reviews.hideReviews)
  const hours = hoursSummary(location.openingHours, {
    closedWeekend: settings.wording.closedWeekendText,
    alternatingSaturday: settings.features.alternatingServiceSaturdays && location.locationType === 'service',
    today: calendarDay(now, timeZone),
  })
  const holidays = holidayRows(location.specialHours, timeZone, now)
  const slug = locationSlugOf(location)
  const detailsPath = `/contact-us/${slug}`

  return (
    <article className={`location-card location-card-${variant}`} aria-labelledby={`location-${location.id}`}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored rendition with its size
        <img
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          className="location-image"
        />
      ) : typeof lat === 'number' && typeof lng === 'number' ? (
        <LocationMap lat={lat} lng={lng} name={location.name} load={variant === 'large' ? 'visible' : 'interaction'} />
      ) : null}
      <div className="location-body">
        <Heading id={`location-${location.id}`} className="location-name">
          {location.name}
        </Heading>
        {rated && typeof rating === 'number' ? <StarRating average={rating} count={location.reviews?.count} /> : null}
        <address>{addressLine(location)}</address>
        <OpenNow
          hours={{ openingHours: location.openingHours, specialHours: location.specialHours }}
          timeZone={timeZone}
        />
        <p>
          <a href={telHref(location.phone)}>{location.phone}</a>
        </p>
        {showHours ? (
          <dl className="hours-summary">
            {hours.map((row) => (
              <div key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.enquire ? <Link href={settings.links.contactPath}>Enquire Now</Link> : row.hours}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {showLicence && location.dealerLicenceNumber ? (
          <p className="licence">Dealer licence {location.dealerLicenceNumber}</p>
        ) : null}
        {holidays.length ? <HolidayHours name={location.name} rows={holidays} /> : null}
        <p className="location-actions">
          {variant === 'carousel' ? (
            <>
              <Link className="button" href={`/locations/${slug}`}>
                View Location<span className="visually-hidden">: {location.name}</span>
              </Link>
              <Link href={locationStockPath(slug)}>
                View Our Stock<span className="visually-hidden"> at {location.name}</span>
              </Link>
            </>
          ) : (
            <Link className="button" href={detailsPath}>
              View Details<span className="visually-hidden"> of {location.name}</span>
            </Link>
          )}
          <a href={directionsUrl(location)} target="_blank" rel="noopener">
            Directions<span className="visually-hidden"> to {location.name} (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </article>
  )
}
