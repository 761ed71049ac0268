import type { Location, LocationsBlock as LocationsData, Tenant } from '@/payload-types'
import './locations.css'
import { filterLocations, locationLayout } from '@/domain/locations'
import { visibleLocationsOf } from '@/content/locations'
import { locationSites } from '@/content/locationSites'
import { LocationCard } from './LocationCard'
import { Carousel } from '@/components/design/Carousel.client'

const idOf = (value: LocationsData['location']) => (value && typeof value === 'object' ? (value as Location).id : value)

/**
 * The dealer's locations, a card per site (its departments together): one as a large card
 * with its map, up to three in wide columns, more in a grid; on dealer-group sites (or when
 * chosen) a carousel titled "Our Locations".
 */
export async function LocationsBlock({ block, tenant }: { block: LocationsData; tenant: Tenant }) {
  const locations = filterLocations(await visibleLocationsOf(tenant), block.filter, idOf(block.location))
  if (!locations.length) return null
  // Departments at one address (a dealership's Sales, Service and Parts) make one card.
  const sites = locationSites(locations)
  const layout = locationLayout(sites.length)
  const carousel =
    layout !== 'single' && (block.display === 'carousel' || (block.display === 'auto' && tenant.template === 'group'))
  const heading = block.heading || (carousel ? 'Our Locations' : null)
  const cards = sites.map((site) => (
    <LocationCard
      key={site.slug}
      site={site}
      tenant={tenant}
      showHours={block.showHours ?? true}
      showLicence={block.showLicence ?? false}
      variant={layout === 'single' ? 'large' : carousel ? 'carousel' : 'card'}
      headingLevel={heading ? 'h3' : 'h2'}
    />
  ))
  return (
    <section className="block block-locations" aria-label={heading ?? 'Our locations'}>
      {heading ? <h2>{heading}</h2> : null}
      {carousel ? (
        <Carousel label={heading ?? 'Our Locations'} itemsName="locations">
          {cards}
        </Carousel>
      ) : (
        <div className={`location-cards location-cards-${layout}`}>{cards}</div>
      )}
    </section>
  )
}
