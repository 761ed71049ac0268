import { useSyncExternalStore } from 'react'
import { COMPARE_LIMIT, FAVOURITES_LIMIT, shortlistOf, toggled, type ShortlistedCar } from '@/domain/shortlist'

/**
 * The visitor's favourites and compare lists in this dealer site's local storage (its own
 * origin: another dealer's site never sees them). Every control and page on the site reads
 * them through one subscription, so a heart on a card and the list page agree at once, and
 * another tab catches up through the storage event.
 */
export type ShortlistKind = 'favourites' | 'compare'

const LIMITS: Record<ShortlistKind, number> = { favourites: FAVOURITES_LIMIT, compare: COMPARE_LIMIT }
const EMPTY: ShortlistedCar[] = []
const listeners = new Set<() => void>()
// useSyncExternalStore needs the same array while nothing changed.
const snapshots = new Map<ShortlistKind, { raw: string | null; list: ShortlistedCar[] }>()

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function shortlist(kind: ShortlistKind): ShortlistedCar[] {
  let raw: string | null = null
  try {
    raw = storage()?.getItem(kind) ?? null
  } catch {
    return EMPTY
  }
  const kept = snapshots.get(kind)
  if (kept && kept.raw === raw) return kept.list
  let list = EMPTY
  try {
    list = raw ? shortlistOf(JSON.parse(raw), LIMITS[kind]) : EMPTY
  } catch {
    list = EMPTY
  }
  snapshots.set(kind, { raw, list })
  return list
}

/** Adds or removes the car: 'added', 'removed', 'full' (compare holds four) or 'unavailable' (storage off). */
export function toggleShortlist(
  kind: ShortlistKind,
  car: ShortlistedCar,
): 'added' | 'removed' | 'full' | 'unavailable' {
  const list = shortlist(kind)
  const next = toggled(list, car, LIMITS[kind])
  if (next === false) return 'full'
  try {
    const store = storage()
    if (!store) return 'unavailable'
    store.setItem(kind, JSON.stringify(next))
  } catch {
    return 'unavailable'
  }
  listeners.forEach((listener) => listener())
  return next.length > list.length ? 'added' : 'removed'
}

/** Takes a car off a list by its slug (the compare page names cars by slug); nothing when it is not there. */
export function removeFromShortlist(kind: ShortlistKind, slug: string) {
  const kept = shortlist(kind).find((car) => car.slug === slug)
  if (kept) toggleShortlist(kind, kept)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key === 'favourites' || event.key === 'compare') listener()
  }
  window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromOtherTab)
  }
}

/** A list as it stands, kept current; empty while the server renders (the server cannot know it). */
export function useShortlist(kind: ShortlistKind): ShortlistedCar[] {
  return useSyncExternalStore(
    subscribe,
    () => shortlist(kind),
    () => EMPTY,
  )
}
