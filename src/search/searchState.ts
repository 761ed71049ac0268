/**
 * The search page's state lives in its address (spec: the query string is the search state;
 * changing any filter removes the page parameter). These helpers build the addresses of the
 * page's links and read its filter form.
 */
import { wholeDollars } from '@/domain/carPrice'
import { rangeParam } from '@/domain/searchPaths'
import { HIDE_RESERVED, RANGE_FACETS, TERM_FACETS, type RangeFacet, type SearchQuery, type TermFacet } from './query'
import { DEFAULT_SORT, type SortKey } from './sorts'
import { formatKilometres, formatNumber } from '@/domain/numbers'

/** Range facets the filter form asks for as two inputs, `{facet}_min` and `{facet}_max`. */
export const FORM_RANGES = ['price', 'year', 'km'] as const

const href = (path: string, params: URLSearchParams) => (params.size ? `${path}?${params}` : path)

/**
 * The filter form's submission as the search's own parameters: `price_min=10000&price_max=`
 * becomes `price=10000-`, empty fields and the default sort go, and the page resets to the first. Returns null
 * when the address is already in that form.
 */
export function fromFilterForm(params: URLSearchParams): URLSearchParams | null {
  const isDefault = (name: string, value: string) =>
    // The form always submits a sort; the default one is left out of the address.
    value.trim() === '' || (name === 'sortBy' && value === DEFAULT_SORT)
  const clean = new URLSearchParams()
  for (const [name, value] of params) {
    if (
      isDefault(name, value) ||
      name === 'page' ||
      FORM_RANGES.some((facet) => name === `${facet}_min` || name === `${facet}_max`)
    )
      continue
    clean.append(name, value)
  }
  for (const facet of FORM_RANGES) {
    const range = rangeParam(params.get(`${facet}_min`)?.trim(), params.get(`${facet}_max`)?.trim())
    if (range) clean.set(facet, range)
  }
  const fromForm = [...params.keys()].some((name) =>
    FORM_RANGES.some((facet) => name === `${facet}_min` || name === `${facet}_max`),
  )
  const hasDefaults = [...params].some(([name, value]) => isDefault(name, value))
  return fromForm || hasDefaults ? clean : null
}

/** The address with one facet value taken out (an active-filter chip), from the first page. */
export function withoutFilter(path: string, params: URLSearchParams, name: string, value?: string): string {
  const next = new URLSearchParams()
  for (const [key, current] of params) {
    if (key === 'page' || (key === name && (value === undefined || current === value))) continue
    next.append(key, current)
  }
  return href(path, next)
}

/** The same search on another landing path (car type links), from the first page. */
export function onPath(path: string, params: URLSearchParams, drop: readonly string[] = []): string {
  const next = new URLSearchParams([...params].filter(([key]) => key !== 'page' && !drop.includes(key)))
  return href(path, next)
}

/** The address of one page of the results. */
export function pageHref(path: string, params: URLSearchParams, page: number): string {
  const next = new URLSearchParams([...params].filter(([key]) => key !== 'page'))
  if (page > 1) next.set('page', String(page))
  return href(path, next)
}

/** Page numbers to offer: the first, the last, and two either side of the current, with gaps as null. */
export function pageWindow(current: number, pages: number): (number | null)[] {
  const wanted = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b)
  const shown: (number | null)[] = []
  for (const page of wanted) {
    const previous = shown.at(-1)
    if (typeof previous === 'number' && page - previous > 1) shown.push(null)
    shown.push(page)
  }
  return shown
}

const RANGE_CHIP_NAMES = { price: 'Price', year: 'Year', km: 'Kilometres' } as const
const rangeValue = {
  price: wholeDollars,
  year: (value: number) => String(value),
  km: formatKilometres,
}

/** A range facet's value as its chip and slider write it: "$30,000", "2020", "50,000 km"; another facet's as a number. */
export const rangeValueText = (facet: string, value: number): string =>
  facet in rangeValue ? rangeValue[facet as keyof typeof rangeValue](value) : formatNumber(value)

/**
 * The chip of a chosen range, in the words a buyer reads: "Price $20,000 – $30,000",
 * "Price up to $30,000", "Kilometres from 50,000 km", "Year 2020" (a single year).
 */
export function rangeChipLabel(facet: string, range: { min?: number | null; max?: number | null }): string {
  const known = facet in rangeValue ? (facet as keyof typeof rangeValue) : null
  const name = known ? RANGE_CHIP_NAMES[known] : facet
  const format = (value: number) => rangeValueText(facet, value)
  const { min, max } = { min: range.min ?? null, max: range.max ?? null }
  if (min !== null && max !== null)
    return min === max ? `${name} ${format(min)}` : `${name} ${format(min)} – ${format(max)}`
  if (min !== null) return `${name} from ${format(min)}`
  if (max !== null) return `${name} up to ${format(max)}`
  return name
}

/** A page's searchParams (Next's record of one or several values) as URLSearchParams. */
export const toParams = (query: Record<string, string | string[] | undefined>) =>
  new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((v) => [name, v]),
    ),
  )

/**
 * The canonical address of a search: facets in the query model's order, the default sort and
 * the first page left out. parseSearchQuery reads it back as the same search.
 */
export function searchParamsOf(query: SearchQuery): URLSearchParams {
  const params = new URLSearchParams()
  if (query.query) params.set('query', query.query)
  for (const facet of TERM_FACETS) for (const value of query.terms[facet] ?? []) params.append(facet, value)
  for (const facet of RANGE_FACETS) {
    const range = rangeParam(query.ranges[facet]?.min, query.ranges[facet]?.max)
    if (range) params.set(facet, range)
  }
  if (query.hideReserved) params.set(HIDE_RESERVED, 'true')
  if (query.sortBy !== DEFAULT_SORT) params.set('sortBy', query.sortBy)
  if (query.page > 1) params.set('page', String(query.page))
  return params
}

/** A change the visitor makes to the search; every change but a page's starts again at the first page. */
export type SearchChange =
  | { kind: 'term'; facet: TermFacet; value: string; chosen: boolean }
  | { kind: 'range'; facet: RangeFacet; min?: number; max?: number }
  | { kind: 'keywords'; text: string }
  | { kind: 'hideReserved'; hidden: boolean }
  | { kind: 'sort'; sortBy: SortKey }
  | { kind: 'page'; page: number }
  | { kind: 'remove'; name: string; value?: string }

/** The search after one change, as its canonical address (the live search pushes it to the address bar). */
export function changedSearch(query: SearchQuery, change: SearchChange): URLSearchParams {
  const next: SearchQuery = { ...query, terms: { ...query.terms }, ranges: { ...query.ranges }, page: 1 }
  switch (change.kind) {
    case 'term': {
      const values = (next.terms[change.facet] ?? []).filter((value) => value !== change.value)
      next.terms[change.facet] = change.chosen ? [...values, change.value] : values
      break
    }
    case 'range':
      next.ranges[change.facet] = {
        ...(change.min !== undefined ? { min: change.min } : {}),
        ...(change.max !== undefined ? { max: change.max } : {}),
      }
      break
    case 'keywords':
      next.query = change.text.trim()
      break
    case 'hideReserved':
      next.hideReserved = change.hidden || undefined
      break
    case 'sort':
      next.sortBy = change.sortBy
      break
    case 'page':
      next.page = change.page
      break
    case 'remove':
      return searchParamsOf(withoutChip(next, change.name, change.value))
  }
  return searchParamsOf(next)
}

function withoutChip(query: SearchQuery, name: string, value?: string): SearchQuery {
  if (name === 'query') return { ...query, query: '' }
  if (name === HIDE_RESERVED) return { ...query, hideReserved: undefined }
  if ((RANGE_FACETS as readonly string[]).includes(name)) {
    const { [name as RangeFacet]: _removed, ...ranges } = query.ranges
    return { ...query, ranges }
  }
  const facet = name as TermFacet
  return {
    ...query,
    terms: { ...query.terms, [facet]: (query.terms[facet] ?? []).filter((v) => value !== undefined && v !== value) },
  }
}

/** An active filter as a chip: what it removes (name and value) and what it reads. */
export type FilterChip = { name: string; value?: string; label: string }

/** The chips of a search's filters, leaving out what the page's address fixes (a landing's make or location). */
export function filterChips(query: SearchQuery, fixed: readonly TermFacet[]): FilterChip[] {
  return [
    ...Object.entries(query.terms).flatMap(([facet, values]) =>
      fixed.includes(facet as TermFacet) ? [] : (values ?? []).map((value) => ({ name: facet, value, label: value })),
    ),
    ...Object.entries(query.ranges).map(([facet, range]) => ({
      name: facet,
      label: rangeChipLabel(facet, range ?? {}),
    })),
    ...(query.query ? [{ name: 'query', label: `“${query.query}”` }] : []),
    ...(query.hideReserved ? [{ name: HIDE_RESERVED, label: 'Reserved cars hidden' }] : []),
  ]
}
