import { shortlistedCar } from '@/components/shortlist/shortlistedCar'
import type { ViewedCar } from '@/domain/visitHistory'
import type { Car } from '@/payload-types'
import type { SearchDocument } from '@/search/document'

/** A listed car as the browser remembers it: the favourite's record with the spec's viewed-car fields. */
export const viewedCarOf = (
  listing: SearchDocument,
  car: Pick<Car, 'stockNumber' | 'body'>,
  title: string,
): ViewedCar => ({
  ...shortlistedCar(listing, title),
  stocknum: car.stockNumber ?? '',
  body: car.body ?? listing.body,
  simple_body: listing.body,
})
