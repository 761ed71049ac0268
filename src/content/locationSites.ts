import type { Location } from '@/payload-types'
import { byDepartment, locationSiteName, locationSlugOf } from '@/domain/locations'

export type LocationSite = { slug: string; name: string; departments: Location[] }

/** Locations grouped into sites: departments of one site share a slug (spec). Sites keep the name order. */
export function locationSites(locations: Location[]): LocationSite[] {
  const sites = new Map<string, LocationSite>()
  for (const location of locations) {
    const slug = locationSlugOf(location)
    const site = sites.get(slug) ?? { slug, name: locationSiteName(location.name), departments: [] }
    site.departments.push(location)
    sites.set(slug, site)
  }
  return [...sites.values()].map((site) => ({ ...site, departments: byDepartment(site.departments) }))
}

/** The site and department a car is at (by its location's name), when the dealer's site lists them. */
/** Where a car is: the site (an address) and the department of the car's location name. */
export type CarPlace = { site?: LocationSite; department?: Location }

export function carPlaceOf(sites: LocationSite[], car: { locationName?: string | null }): CarPlace {
  const site = sites.find((candidate) => candidate.departments.some((d) => d.name === car.locationName))
  return { site, department: site?.departments.find((d) => d.name === car.locationName) }
}
