import { photoSources } from '@/domain/photoSources'
import type { ViewedCar } from '@/domain/visitHistory'
import type { Car } from '@/payload-types'
import type { SearchDocument } from '@/search/document'

/** A listed car as the browser remembers it, its photo at card width. */
export const viewedCarOf = (
  listing: SearchDocument,
  car: Pick<Car, 'stockNumber' | 'body'>,
  title: string,
): ViewedCar => ({
  id: listing.id,
  slug: listing.slug,
  name: title,
  stocknum: car.stockNumber ?? '',
  make: listing.make,
  model: listing.model,
  body: car.body ?? listing.body,
  simple_body: listing.body,
  primary_image_url: listing.primary_photo ? photoSources(listing.primary_photo, 400).src : null,
})
