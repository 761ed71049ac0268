import { formatNumber } from './numbers'
import { POSTCODE_CENTRES } from './postcodeCentres'
import { INVALID_POSTCODE, isValidPostcode, UNKNOWN_POSTCODE } from './states'

/** Spec: the earth's radius in the distance calculation. */
export const EARTH_RADIUS_KM = 6371

export type Point = { lat: number; lng: number }

let centres: Map<string, Point> | null = null

/** A postcode's centre (the mean of its localities), or null where Australia has no such postcode. */
export function postcodeCentre(postcode: string): Point | null {
  centres ??= new Map(
    POSTCODE_CENTRES.split(';').map((entry) => {
      const [code, place] = entry.split(':') as [string, string]
      const [lat, lng] = place.split(',').map(Number) as [number, number]
      return [code, { lat, lng }]
    }),
  )
  return centres.get(postcode.trim()) ?? null
}

/** Great-circle distance (the haversine formula on a sphere of the spec's radius). */
export function distanceKm(a: Point, b: Point): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

export type Nearest<T> = { item: T; km: number | null }

/**
 * Places nearest the visitor's postcode first; a place without coordinates keeps its order
 * after those with them. Null with the spec's message where the postcode is not one.
 */
export function nearestTo<T>(
  postcode: string,
  items: readonly T[],
  pointOf: (item: T) => Point | null,
): { nearest: Nearest<T>[] } | { error: string } {
  if (!isValidPostcode(postcode.trim())) return { error: INVALID_POSTCODE }
  const from = postcodeCentre(postcode)
  if (!from) return { error: UNKNOWN_POSTCODE }
  const measured = items.map((item) => {
    const point = pointOf(item)
    return { item, km: point ? distanceKm(from, point) : null }
  })
  return {
    nearest: measured
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => (a.entry.km ?? Infinity) - (b.entry.km ?? Infinity) || a.index - b.index)
      .map(({ entry }) => entry),
  }
}

/** "About 23 km away", as a card says it. */
export const distanceText = (km: number) =>
  km < 1 ? 'Less than 1 km away' : `About ${formatNumber(Math.round(km))} km away`
