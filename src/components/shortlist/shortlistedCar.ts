import { photoSources } from '@/domain/photoSources'
import type { ShortlistedCar } from '@/domain/shortlist'
import type { SearchDocument } from '@/search/document'

/** The record a favourite or compare toggle keeps of a car (the spec's favourite fields), its photo at card width. */
export const shortlistedCar = (car: SearchDocument, title: string): ShortlistedCar => ({
  id: car.id,
  name: title,
  slug: car.slug,
  make: car.make,
  model: car.model,
  primary_image_url: car.primary_photo ? photoSources(car.primary_photo, 400).src : null,
})
