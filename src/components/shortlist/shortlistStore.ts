import { COMPARE_LIMIT, FAVOURITES_LIMIT, shortlistOf, toggled, type ShortlistedCar } from '@/domain/shortlist'
import { browserList } from '@/lib/browserList'

/**
 * The visitor's favourites and compare lists, kept by their browser for this dealer's site:
 * every heart and Compare toggle on the page, and the lists' pages, read the same lists.
 */
export type ShortlistKind = 'favourites' | 'compare'

const LIMITS: Record<ShortlistKind, number> = { favourites: FAVOURITES_LIMIT, compare: COMPARE_LIMIT }
const LISTS = {
  favourites: browserList('favourites', (value) => shortlistOf(value, FAVOURITES_LIMIT)),
  compare: browserList('compare', (value) => shortlistOf(value, COMPARE_LIMIT)),
}

export const shortlist = (kind: ShortlistKind): ShortlistedCar[] => LISTS[kind].read()

/** Adds or removes the car: 'added', 'removed', 'full' (compare holds four) or 'unavailable' (storage off). */
export function toggleShortlist(
  kind: ShortlistKind,
  car: ShortlistedCar,
): 'added' | 'removed' | 'full' | 'unavailable' {
  const list = shortlist(kind)
  const next = toggled(list, car, LIMITS[kind])
  if (next === false) return 'full'
  if (!LISTS[kind].write(next)) return 'unavailable'
  return next.length > list.length ? 'added' : 'removed'
}

/** Takes a car off a list by its slug (the compare page names cars by slug); nothing when it is not there. */
export function removeFromShortlist(kind: ShortlistKind, slug: string) {
  const kept = shortlist(kind).find((car) => car.slug === slug)
  if (kept) toggleShortlist(kind, kept)
}

/** A list as it stands, kept current; empty while the server renders (the server cannot know it). */
export const useShortlist = (kind: ShortlistKind): ShortlistedCar[] => LISTS[kind].use()
