import type { Location, LocationMapBlock as LocationMapData } from '@/payload-types'
import { LocationMap } from '@/components/LocationMap'
import { addressLine, directionsUrl } from '@/domain/locations'

/** One location's map (loaded when scrolled into view), address and directions link. */
export function LocationMapBlock({ block }: { block: LocationMapData }) {
  const location = typeof block.location === 'object' && block.location ? (block.location as Location) : null
  if (!location) return null
  const { lat, lng } = location.address
  return (
    <section className="block block-location-map" aria-label={block.heading || 'Find us'}>
      <h2>{block.heading || 'Find us'}</h2>
      <p>
        <strong>{location.name}</strong>, {addressLine(location)}{' '}
        <a href={directionsUrl(location)} rel="noopener" target="_blank">
          Get directions<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {typeof lat === 'number' && typeof lng === 'number' ? (
        <LocationMap lat={lat} lng={lng} name={location.name} load="visible" />
      ) : null}
    </section>
  )
}
