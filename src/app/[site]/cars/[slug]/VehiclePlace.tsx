import { LocationMap } from '@/components/LocationMap'
import type { LocationSite } from '@/content/locationSites'
import { addressLine, directionsUrl } from '@/domain/locations'
import type { Location } from '@/payload-types'

/** Where the car is: its dealership's name, address, directions and hours, beside a map that loads when used. */
export function VehiclePlace({ site, place }: { site: LocationSite; place: Location }) {
  const { lat, lng } = place.address
  if (typeof lat !== 'number' || typeof lng !== 'number') return null
  return (
    <section className="vehicle-section vehicle-place" id="vehicle-map" aria-labelledby="vehicle-map-heading">
      <h2 id="vehicle-map-heading">Where this car is</h2>
      <div className="vehicle-place-layout">
        <div>
          <p className="vehicle-place-name">{site.name}</p>
          <address>{addressLine(place)}</address>
          <p className="vehicle-place-links">
            <a href={directionsUrl(place)} rel="noopener" target="_blank">
              Get directions<span className="visually-hidden"> to {site.name} (opens in a new tab)</span>
            </a>
            <a href={`/contact-us/${site.slug}`}>
              Opening hours and contact<span className="visually-hidden"> for {site.name}</span>
            </a>
          </p>
        </div>
        <LocationMap lat={lat} lng={lng} name={site.name} load="interaction" />
      </div>
    </section>
  )
}
