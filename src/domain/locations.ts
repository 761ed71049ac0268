import { slugify } from './slug'
import { compareNames } from './nameOrder'
import { samePhone } from './phone'

export const LOCATION_TYPES = ['sales', 'service', 'parts'] as const
export type LocationType = (typeof LOCATION_TYPES)[number]

/**
 * Spec: a location's slug is its name with a trailing " - Sales", " - Service" or
 * " - Parts" removed, so "Harbour City Toyota - Service" lives at /contact-us/harbour-city-toyota.
 */
export function locationSlug(name: string): string {
  return slugify(locationSiteName(name))
}

/** The name shared by a site's departments: "Harbour City Toyota - Service" -> "Harbour City Toyota". */
export function locationSiteName(name: string): string {
  return name.replace(/\s+-\s+(sales|service|parts)\s*$/i, '').trim()
}

/** Departments in the spec's order: sales, service, parts, then anything else. */
export function byDepartment<T extends { locationType?: string | null }>(locations: T[]): T[] {
  const rank = (type: string | null | undefined) => {
    const index = (LOCATION_TYPES as readonly string[]).indexOf(type ?? '')
    return index === -1 ? LOCATION_TYPES.length : index
  }
  return [...locations].sort((a, b) => rank(a.locationType) - rank(b.locationType))
}

const normaliseStreet = (street: string | null | undefined) =>
  (street ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

export type LocationIdentity = {
  name: string
  type?: LocationType | null
  phone?: string | null
  street?: string | null
  placeId?: string | null
}

/**
 * Spec deduplication: two locations are the same when they share phone digits and
 * street, or the same place id. We compare within one location type, because a dealer's
 * Sales and Service departments legitimately share an address and a switchboard.
 * Returns why `candidate` duplicates `existing`, or null.
 */
export function duplicateReason(candidate: LocationIdentity, existing: LocationIdentity): string | null {
  if ((candidate.type ?? null) !== (existing.type ?? null)) return null
  if (candidate.placeId && candidate.placeId === existing.placeId) {
    return `“${existing.name}” already has this Google place id.`
  }
  const street = normaliseStreet(candidate.street)
  if (street && samePhone(candidate.phone, existing.phone) && street === normaliseStreet(existing.street)) {
    return `“${existing.name}” already has this phone number and street address.`
  }
  return null
}

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/

const TWELVE_HOUR = /^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$/
const TWENTY_FOUR_HOUR = /^(\d{1,2})[:.](\d{2})$|^(\d{2})(\d{2})$/

/**
 * A time of day as staff type it ("9am", "9 am", "5:30 pm", "5.30pm", "noon", "17:30",
 * "0830") as 24-hour HH:MM, or null when it is not one. A bare "9" is not a time: morning or
 * evening cannot be told.
 */
export function readTimeOfDay(text: string | null | undefined): string | null {
  const typed = (text ?? '').trim().toLowerCase()
  if (typed === 'noon' || typed === 'midday') return '12:00'
  if (typed === 'midnight') return '00:00'
  const pad = (n: number) => String(n).padStart(2, '0')
  const twelve = TWELVE_HOUR.exec(typed)
  if (twelve) {
    const hour = Number(twelve[1])
    const minute = Number(twelve[2] ?? '0')
    if (hour < 1 || hour > 12 || minute > 59) return null
    return `${pad((hour % 12) + (twelve[3] === 'p' ? 12 : 0))}:${pad(minute)}`
  }
  const twentyFour = TWENTY_FOUR_HOUR.exec(typed)
  if (twentyFour) {
    const hour = Number(twentyFour[1] ?? twentyFour[3])
    const minute = Number(twentyFour[2] ?? twentyFour[4])
    return hour <= 23 && minute <= 59 ? `${pad(hour)}:${pad(minute)}` : null
  }
  return null
}

export type HoursEntry = { status?: 'open' | 'closed' | null; open?: string | null; close?: string | null }

/** An open day needs an opening time before its closing time, both as 24-hour HH:MM. */
export function hoursProblem(entry: HoursEntry): string | null {
  if (entry.status !== 'open') return null
  if (!entry.open || !TIME_OF_DAY.test(entry.open))
    return 'Enter the opening time as HH:MM (24-hour), for example 08:30.'
  if (!entry.close || !TIME_OF_DAY.test(entry.close))
    return 'Enter the closing time as HH:MM (24-hour), for example 17:30.'
  if (entry.open >= entry.close) return `Opening time ${entry.open} must be before closing time ${entry.close}.`
  return null
}

export const latitudeProblem = (lat: number | null | undefined) =>
  lat === null || lat === undefined || (lat >= -90 && lat <= 90) ? null : 'Latitude must be between -90 and 90.'

export const longitudeProblem = (lng: number | null | undefined) =>
  lng === null || lng === undefined || (lng >= -180 && lng <= 180) ? null : 'Longitude must be between -180 and 180.'

/** The dates (YYYY-MM-DD) that appear more than once in a list of special hours. */
export function repeatedDates(dates: (string | null | undefined)[]): string[] {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const date of dates) {
    if (!date) continue
    const day = date.slice(0, 10)
    if (seen.has(day)) repeated.add(day)
    seen.add(day)
  }
  return [...repeated]
}

/** Which of a dealer's locations a location block shows (spec: the location block's filter options). */
export type LocationFilter = 'primary' | 'sales' | 'service' | 'parts' | 'service-and-parts' | 'all' | 'location'

/**
 * The locations a block shows, sorted by name: the primary one, one department type,
 * service and parts together, all, or one chosen location (by id).
 */
export function filterLocations<
  T extends { id: string | number; name: string; primary?: boolean | null; locationType?: string | null },
>(locations: T[], filter: LocationFilter, locationId?: string | number | null): T[] {
  const keep = (location: T): boolean => {
    switch (filter) {
      case 'primary':
        return Boolean(location.primary)
      case 'sales':
      case 'service':
      case 'parts':
        return location.locationType === filter
      case 'service-and-parts':
        return location.locationType === 'service' || location.locationType === 'parts'
      case 'location':
        return locationId !== null && locationId !== undefined && String(location.id) === String(locationId)
      case 'all':
        return true
    }
  }
  return locations.filter(keep).sort((a, b) => compareNames(a.name, b.name))
}

/** Spec: three or fewer locations get larger columns; one gets a large card with its map. */
export function locationLayout(count: number): 'single' | 'wide' | 'grid' {
  return count === 1 ? 'single' : count <= 3 ? 'wide' : 'grid'
}

/** What the location helpers read of a location (the CMS's Location has these fields). */
export type LocationLike = {
  locationType?: string | null
  address: { street: string; city: string; state: string; postcode: string; placeUrl?: string | null }
}

/** A department's name for visitors: Sales, Service, Parts, or Dealership. */
export const departmentLabel = (location: Pick<LocationLike, 'locationType'>) =>
  location.locationType ? location.locationType[0]!.toUpperCase() + location.locationType.slice(1) : 'Dealership'

/** A department's name with its kind where the dealer gave one (spec: subtype), e.g. "Sales (buying)". */
export const departmentName = (location: { locationType?: string | null; subtype?: string | null }) =>
  location.subtype?.trim() ? `${departmentLabel(location)} (${location.subtype.trim()})` : departmentLabel(location)

/** The makes a site's departments sell or service, each once, in the order the dealer listed them. */
export const siteBrands = (departments: { manufacturers?: string[] | null }[]) => [
  ...new Set(
    departments
      .flatMap((department) => department.manufacturers ?? [])
      .map((make) => make.trim())
      .filter(Boolean),
  ),
]

export const addressLine = (location: LocationLike) =>
  `${location.address.street}, ${location.address.city} ${location.address.state} ${location.address.postcode}`

/** The location's Google Maps link, or a maps search for its address. */
export const directionsUrl = (location: LocationLike) =>
  location.address.placeUrl ||
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLine(location))}`

/** The address segment of a location's pages (departments of one site share it). */
export const locationSlugOf = (location: { id: string | number; slug?: string | null }): string =>
  location.slug ?? String(location.id)

/** A location's page: /contact-us/{slug} is its canonical address. */
export const locationPagePath = (location: { id: string | number; slug?: string | null }): string =>
  `/contact-us/${locationSlugOf(location)}`
