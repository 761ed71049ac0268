import { makeLandingPath, modelLandingPath } from './stockLandings'
import { compareNames } from './nameOrder'
import { pageOf } from './paging'

/**
 * The stock directory (spec: "directory searches, manufacturers and models, 21 per page, keep
 * their own search state"): the makes of the dealer's stock, or one make's models, each with
 * its number of cars and its landing page, narrowed by a name and paged 21 at a time. Its
 * state is its own address (/search/makes?make=Toyota&q=hi&page=2), apart from the car search.
 */
export const DIRECTORY_PAGE_SIZE = 21

export type DirectoryEntry = { name: string; count: number; path: string; make: string }

export type DirectoryState = { make: string | null; q: string; page: number }

export type DirectoryPage = {
  entries: DirectoryEntry[]
  total: number
  page: number
  pages: number
  /** The make whose models are listed, as the stock spells it; null for the makes. */
  make: string | null
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The directory's state from its address; anything unreadable is the default (no make, no words, page 1). */
export function directoryState(params: Record<string, string | string[] | undefined>): DirectoryState {
  const page = Number(first(params.page))
  return {
    make: first(params.make)?.trim() || null,
    q: (first(params.q) ?? '').trim().slice(0, 60),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  }
}

/** The directory's address for a state, leaving out the defaults. */
export function directoryPath(state: Partial<DirectoryState>): string {
  const query = new URLSearchParams()
  if (state.make) query.set('make', state.make)
  if (state.q) query.set('q', state.q)
  if (state.page && state.page > 1) query.set('page', String(state.page))
  const qs = query.toString()
  return qs ? `/search/makes?${qs}` : '/search/makes'
}

/**
 * One page of the directory from the stock's facet counts (make -> cars, "Make|Model" ->
 * cars). A make the stock does not hold lists the makes; a page past the last is the last.
 */
export function directoryPage(
  counts: { make: Record<string, number>; makeModel: Record<string, number> },
  state: DirectoryState,
): DirectoryPage {
  const make = state.make
    ? (Object.keys(counts.make).find((name) => name.toLowerCase() === state.make!.toLowerCase()) ?? null)
    : null
  const all: DirectoryEntry[] = make
    ? Object.entries(counts.makeModel)
        .map(([pair, count]) => ({ pair: pair.split('|'), count }))
        .filter(({ pair }) => pair[0] === make && pair[1])
        .map(({ pair, count }) => ({ name: pair[1]!, count, make, path: modelLandingPath(make, pair[1]!) }))
    : Object.entries(counts.make).map(([name, count]) => ({ name, count, make: name, path: makeLandingPath(name) }))
  const words = state.q.toLowerCase()
  const matching = all
    .filter((entry) => entry.count > 0 && (!words || entry.name.toLowerCase().includes(words)))
    .sort((a, b) => compareNames(a.name, b.name, { numeric: true }))
  const { items, page, pages } = pageOf(matching, DIRECTORY_PAGE_SIZE, state.page)
  return {
    entries: items,
    total: matching.length,
    page,
    pages,
    make,
  }
}
