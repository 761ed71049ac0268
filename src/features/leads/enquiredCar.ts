import type { Lead, Location, Tenant } from '@/payload-types'
import { carEnquiryKindsFor, CAR_ENQUIRY_SUBCATEGORIES, PHOTOS_MESSAGE, type CarEnquiryKind } from '@/domain/carEnquiry'
import { carTitle } from '@/domain/carTitle'
import { slugify } from '@/domain/slug'
import { listedCarOf } from '@/content/cars'
import { visibleLocationsOf } from '@/content/locations'
import { carPlaceOf, locationSites } from '@/content/locationSites'
import { distributionLocationsOf } from './carForForm'
import { siteSettings } from '@tenants/settings'
import { photoAddress, storedPhotoOf } from '@/domain/photoSources'

/** The car a lead is about, as stored on the lead (the spec's car fields, read from the dealer's stock). */
export type EnquiredCar = {
  vehicle: NonNullable<Lead['vehicle']>
  /** The dealership the car is at (its department), when the site lists it. */
  locationId?: Location['id']
  subcategory?: string
  /** Texts the kind of form implies (Request Photos' preset), stored with the answers. */
  details: Record<string, string>
  /** The places its department brings cars to for a test drive. */
  distributionLocations: string[]
}

export type CarProblem = { status: 400 | 503; error: string }

export const CAR_NOT_LISTED = 'This car is no longer listed. Please call us, or send a general enquiry.'
export const CAR_SOLD = 'This car has been sold. Ask us to find you something similar instead.'
export const CARS_UNAVAILABLE = 'We could not check this car just now. Please try again shortly, or call us.'

/**
 * Finds the car a visitor's enquiry names (by its page's slug) among the cars this dealer's
 * site lists, and what the lead keeps of it. The car's details come from the stock, never from
 * the request, so a lead cannot name another dealer's car or a price the car never had. A
 * sold car takes only "find me something similar"; anything else about it is refused.
 */
export async function enquiredCarOf(
  tenant: Tenant,
  slug: string,
  kind: CarEnquiryKind | null,
): Promise<EnquiredCar | CarProblem> {
  const found = await listedCarOf(tenant, slug)
  if (found === 'unavailable') return { status: 503, error: CARS_UNAVAILABLE }
  if (!found) return { status: 400, error: CAR_NOT_LISTED }
  const { car, listing } = found
  if (kind && !carEnquiryKindsFor(listing.status).includes(kind)) return { status: 400, error: CAR_SOLD }
  const { site, department } = carPlaceOf(locationSites(await visibleLocationsOf(tenant)), car)
  return {
    vehicle: {
      car: car.id,
      title: carTitle(listing, siteSettings(tenant).stock.titleFormat),
      stockNumber: car.stockNumber,
      year: car.year ?? null,
      price: listing.price > 0 ? listing.price : null,
      make: car.make,
      model: car.model,
      carType: car.carType,
      status: listing.status,
      dealershipSlug: site?.slug ?? null,
      manufacturerSlug: slugify(car.make),
      link: `/cars/${listing.slug}`,
      photo: leadPhoto(car.images?.[0]),
    },
    locationId: department?.id,
    subcategory: kind ? CAR_ENQUIRY_SUBCATEGORIES[kind] : undefined,
    details: kind === 'photos' ? { request: PHOTOS_MESSAGE } : {},
    distributionLocations: distributionLocationsOf(department),
  }
}

/** The car's photo as the lead keeps it: a small JPEG on the platform (e-mail clients read JPEG), or none yet. */
function leadPhoto(image: Parameters<typeof storedPhotoOf>[0] | undefined): string | null {
  const photo = image ? storedPhotoOf(image) : null
  return photo ? photoAddress(photo.key, { width: 400, format: 'jpg' }) : null
}
