// What a visitor's browser remembers of their visits to a dealer's site, for them alone (spec:
// viewed cars and search history in local storage): the cars they looked at, shown again in
// My Garage, and their last searches, offered again on the search page.
import { isKeptPhotoAddress } from './photoSources'
import { isCarSlug } from './slug'

/** The spec's viewed-car record, with what it takes to show the car again. */
export type ViewedCar = {
  id: string
  slug: string
  name: string
  stocknum: string
  make: string
  model: string
  body: string
  simple_body: string
  primary_image_url: string | null
}
export const VIEWED_CARS_LIMIT = 12

/** A search the visitor made: its landing's path, its refinements as a query string, and their words. */
export type PastSearch = { path: string; query: string; label: string }
/** Spec: the last 5 searches. */
export const SEARCH_HISTORY_LIMIT = 5
export const RECENT_SEARCHES_HEADING = 'Your recent searches'

const text = (value: unknown, max = 200) => (typeof value === 'string' ? value.slice(0, max) : '')

/** The car just viewed first, each car once, the oldest dropped beyond the limit. */
export const withViewedCar = (list: ViewedCar[], car: ViewedCar): ViewedCar[] =>
  [car, ...list.filter((kept) => kept.id !== car.id)].slice(0, VIEWED_CARS_LIMIT)

export function viewedCarsOf(value: unknown): ViewedCar[] {
  if (!Array.isArray(value)) return []
  return value
    .flatMap((entry): ViewedCar[] => {
      if (!entry || typeof entry !== 'object') return []
      const car = entry as Record<string, unknown>
      if (typeof car.id !== 'string' || typeof car.slug !== 'string' || !isCarSlug(car.slug)) return []
      return [
        {
          id: car.id,
          slug: car.slug,
          name: text(car.name),
          stocknum: text(car.stocknum, 50),
          make: text(car.make),
          model: text(car.model),
          body: text(car.body),
          simple_body: text(car.simple_body),
          primary_image_url: isKeptPhotoAddress(car.primary_image_url) ? car.primary_image_url : null,
        },
      ]
    })
    .filter((car, index, all) => all.findIndex((other) => other.id === car.id) === index)
    .slice(0, VIEWED_CARS_LIMIT)
}

/**
 * The search just shown first, when it has refinements (a landing on its own is not a
 * search the visitor made); the same search again moves to the front. The page number is
 * not part of a search.
 */
export function withSearch(list: PastSearch[], search: PastSearch): PastSearch[] {
  const params = new URLSearchParams(search.query)
  params.delete('page')
  const query = params.toString()
  if (!query || !search.label) return list
  const entry = { ...search, query }
  return [entry, ...list.filter((kept) => kept.path !== entry.path || kept.query !== entry.query)].slice(
    0,
    SEARCH_HISTORY_LIMIT,
  )
}

export function searchHistoryOf(value: unknown): PastSearch[] {
  if (!Array.isArray(value)) return []
  return value
    .flatMap((entry): PastSearch[] => {
      if (!entry || typeof entry !== 'object') return []
      const { path, query, label } = entry as Record<string, unknown>
      // Only the site's own search pages: a stored entry never leads anywhere else.
      if (typeof path !== 'string' || !/^\/search(\/[a-z0-9-]+){0,2}$/.test(path)) return []
      if (typeof query !== 'string' || !query || query.length > 1000 || typeof label !== 'string' || !label) return []
      return [{ path, query, label: label.slice(0, 200) }]
    })
    .slice(0, SEARCH_HISTORY_LIMIT)
}

/** A past search's address. */
export const pastSearchHref = (search: PastSearch) => `${search.path}?${search.query}`
