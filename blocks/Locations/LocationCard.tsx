import Link from 'next/link'
import type { Tenant } from '@/payload-types'
import { addressLine, departmentLabel, directionsUrl } from '@/domain/locations'
import { showReviews } from '@/domain/reviews'
import { locationStockPath } from '@/domain/searchPaths'
import { LocationMap } from '@/components/LocationMap'
import { StarRating } from '@/components/StarRating'
import type { LocationSite } from '@/content/locationSites'
import { rendition } from '@/lib/media'
import { siteSettings } from '@tenants/settings'
import { LocationDetails } from './LocationDetails'

type Props = {
  site: LocationSite
  tenant: Tenant
  showHours: boolean
  showLicence: boolean
  /** large: the only card, with its map shown when visible; carousel: dealer-group card with View Location and View Our Stock. */
  variant: 'large' | 'card' | 'carousel'
  headingLevel: 'h2' | 'h3'
}

/**
 * A location card: image or map, name, rating, address, then its hours and phone, and links.
 * Departments at one address (Sales, Service and Parts of one dealership) are one card with
 * a part for each department: its open-now status, phone and hours.
 */
export function LocationCard({ site, tenant, showHours, showLicence, variant, headingLevel: Heading }: Props) {
  const settings = siteSettings(tenant)
  const now = new Date()
  const [first] = site.departments
  if (!first) return null
  const image = rendition(first.image, variant === 'large' ? 'card' : 'thumbnail', { width: 400, height: 225 })
  const { lat, lng } = first.address
  const rating = first.reviews?.averageRating
  const rated = showReviews(rating, settings.reviews.minimumRating, settings.reviews.hideReviews)
  const several = site.departments.length > 1
  const name = several ? site.name : first.name
  const headingId = `location-${first.id}`
  const DepartmentHeading = Heading === 'h2' ? 'h3' : 'h4'
  const details = { settings, showHours, showLicence, now }

  return (
    <article
      className={`location-card location-card-${variant}${several ? ' location-card-departments' : ''}`}
      aria-labelledby={headingId}
    >
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
        <LocationMap lat={lat} lng={lng} name={name} load={variant === 'large' ? 'visible' : 'interaction'} />
      ) : null}
      <div className="location-body">
        <Heading id={headingId} className="location-name">
          {name}
        </Heading>
        {rated && typeof rating === 'number' ? (
          <StarRating average={rating} count={first.reviews?.count} from={first.reviews?.source} />
        ) : null}
        <address>{addressLine(first)}</address>
        {several ? (
          <ul className="location-departments" aria-label={`Departments of ${site.name}`}>
            {site.departments.map((department) => (
              <li key={department.id}>
                <DepartmentHeading className="department-name">{departmentLabel(department)}</DepartmentHeading>
                <LocationDetails location={department} {...details} />
              </li>
            ))}
          </ul>
        ) : (
          <LocationDetails location={first} {...details} />
        )}
        <p className="location-actions">
          {variant === 'carousel' ? (
            <>
              <Link className="button" href={`/locations/${site.slug}`}>
                View Location<span className="visually-hidden">: {name}</span>
              </Link>
              <Link href={locationStockPath(site.slug)}>
                View Our Stock<span className="visually-hidden"> at {name}</span>
              </Link>
            </>
          ) : (
            <Link className="button" href={`/contact-us/${site.slug}`}>
              View Details<span className="visually-hidden"> of {name}</span>
            </Link>
          )}
          <a href={directionsUrl(first)} target="_blank" rel="noopener">
            Directions<span className="visually-hidden"> to {name} (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </article>
  )
}
