// Favourites and compare: the cars a visitor keeps in their own browser, no account needed
// (spec: "stored locally"). Each dealer site is its own origin, so its own list. The rules of
// who sees the controls, the records kept and the compare page's address live here.
import { isInStock } from './carTag'
import { isKeptPhotoAddress } from './photoSources'
import { isCarSlug } from './slug'

export const FAVOURITE_LABEL = 'Favourite'
export const COMPARE_LABEL = 'Compare'
export const FAVOURITE_ADDED = 'Added to favourites'
export const FAVOURITE_REMOVED = 'Removed from favourites'
export const COMPARE_ADDED = 'Added to compare'
export const COMPARE_REMOVED = 'Removed from compare'
export const FAVOURITES_PATH = '/favourites'
export const COMPARE_PATH = '/compare'
/** Side by side on one screen: the spec's compare holds four. */
export const COMPARE_LIMIT = 4
export const COMPARE_FULL = `You can compare up to ${COMPARE_LIMIT} cars. Remove one to add this car.`
/** A browser's favourites, oldest dropped beyond it. */
export const FAVOURITES_LIMIT = 50

/** The spec's favourite record: enough to list the car without asking the server. */
export type ShortlistedCar = {
  id: string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string | null
}

export type ShortlistSettings = {
  favourites: boolean
  compare: boolean
  /** "On some sites": only used cars with a price and photos. */
  usedOnly: boolean
}

export type ShortlistFacts = { status: string; car_type: string; price: number; photos_count: number }

/**
 * Whether a car offers the favourite and compare controls (spec: hidden when the feature is
 * off, the car is not in stock, or on some sites the car is not used, has no price above 0 or
 * has no images). A car kept already can always be taken off a list: that is the list's own page.
 */
export function offersShortlist(
  car: ShortlistFacts,
  settings: ShortlistSettings,
): { favourite: boolean; compare: boolean } {
  const eligible =
    isInStock(car.status) && (!settings.usedOnly || (car.car_type === 'used' && car.price > 0 && car.photos_count > 0))
  return { favourite: eligible && settings.favourites, compare: eligible && settings.compare }
}

/** Adds or removes a car (by id), newest last; false when the list is full. */
export function toggled(list: ShortlistedCar[], car: ShortlistedCar, limit: number): ShortlistedCar[] | false {
  if (list.some((kept) => kept.id === car.id)) return list.filter((kept) => kept.id !== car.id)
  if (list.length >= limit) return false
  return [...list, car]
}

/** A stored list as records, whatever the browser held (edited, old or broken entries are dropped). */
export function shortlistOf(value: unknown, limit: number): ShortlistedCar[] {
  if (!Array.isArray(value)) return []
  const seen = new Set<string>()
  return value
    .flatMap((entry): ShortlistedCar[] => {
      if (!entry || typeof entry !== 'object') return []
      const { id, name, slug, make, model, primary_image_url } = entry as Record<string, unknown>
      if (typeof id !== 'string' || typeof slug !== 'string' || !isCarSlug(slug) || seen.has(id)) return []
      seen.add(id)
      const text = (field: unknown) => (typeof field === 'string' ? field.slice(0, 200) : '')
      const image = isKeptPhotoAddress(primary_image_url) ? primary_image_url : null
      return [{ id, slug, name: text(name), make: text(make), model: text(model), primary_image_url: image }]
    })
    .slice(-limit)
}

/** The compare page for these cars: their slugs in the address, so it renders on the server and can be shared. */
export const comparePath = (slugs: string[]) =>
  slugs.length
    ? `${COMPARE_PATH}?cars=${slugs.slice(0, COMPARE_LIMIT).map(encodeURIComponent).join(',')}`
    : COMPARE_PATH

/** The cars a compare address names: valid slugs, each once, at most four. */
export function compareSlugsOf(cars: string | string[] | undefined): string[] {
  const text = Array.isArray(cars) ? cars.join(',') : (cars ?? '')
  return [...new Set(text.split(',').map((slug) => slug.trim()))]
    .filter((slug) => slug !== '' && isCarSlug(slug))
    .slice(0, COMPARE_LIMIT)
}

/** Whether a compared row differs between the cars (at least two shown, not all the same). */
export const differs = (values: string[]) => values.length > 1 && new Set(values).size > 1
