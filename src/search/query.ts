import type { SearchDocument } from '@/search/document'
import { PRICE_SHOWN_ABOVE } from '@/domain/carPrice'
import { DEFAULT_SORT, SORTS, type SortKey } from './sorts'

export { DEFAULT_SORT, SORTS, type SortKey }

/**
 * The search page's state, as the spec's query-string parameters: query, page, sortBy and
 * one parameter per facet. Term facets repeat for several values (`make=Toyota&make=Kia`);
 * range facets take `min-max` with either side optional (`price=10000-30000`, `year=2020-`).
 */
export const TERM_FACETS = [
  'make',
  'model',
  'make_model',
  'body',
  'car_type',
  'status',
  'colour',
  'fuel',
  'transmission',
  'drive',
  'seats',
  'state',
  'city',
  'tag',
  'certified',
  'location_name',
  'dealership_name',
  'badge',
  'item_type',
  'categories',
] as const
export const RANGE_FACETS = [
  'price',
  'year',
  'km',
  'subscription_price',
  'weekly_price_range',
  'created_at_timestamp',
] as const

export type TermFacet = (typeof TERM_FACETS)[number]
export type RangeFacet = (typeof RANGE_FACETS)[number]

/** The document field behind each range facet (the spec names the weekly one weekly_price_range). */
export const RANGE_FIELD = {
  price: 'price',
  year: 'year',
  km: 'km',
  subscription_price: 'subscription_price',
  weekly_price_range: 'weekly_price',
  created_at_timestamp: 'created_at_timestamp',
} as const satisfies Record<RangeFacet, keyof SearchDocument>
export type Range = { min?: number; max?: number }

/** What a range facet filters on: at least (gte), above (gt), at most (lte). */
export type RangeBounds = { gte?: number; gt?: number; lte?: number }

/**
 * The bounds a range facet filters on, for both engines. A price cap ("To $30,000") lists only
 * cars whose price is shown: a car without one ("Enquire for price.") is under no cap.
 */
export function rangeBounds(facet: RangeFacet, range: Range): RangeBounds {
  const bounds: RangeBounds = {}
  if (range.min !== undefined) bounds.gte = range.min
  if (range.max !== undefined) bounds.lte = range.max
  if (facet === 'price' && range.max !== undefined && !(range.min !== undefined && range.min > PRICE_SHOWN_ABOVE))
    bounds.gt = PRICE_SHOWN_ABOVE
  return bounds
}

export type SearchQuery = {
  query: string
  page: number
  sortBy: SortKey
  terms: Partial<Record<TermFacet, string[]>>
  ranges: Partial<Record<RangeFacet, Range>>
  /** `hide_reserved=true`: leave out cars reserved by the dealer or held for a buyer online (domain/reservations isReserved). */
  hideReserved?: boolean
}

/** The parameter that leaves reserved cars out of a search. */
export const HIDE_RESERVED = 'hide_reserved'

export const MAX_PAGE = 500
const MAX_QUERY_LENGTH = 100
const MAX_VALUES = 50

export class SearchQueryError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Elasticsearch serves results up to its index's max_result_window (10,000 by default) and
 * answers anything past it with an error: a page beyond that is refused here, for both
 * engines alike, with the page that is the last one.
 */
export const MAX_RESULT_WINDOW = 10_000

const RANGE_TEXT = /^(\d+(?:\.\d+)?)?-(\d+(?:\.\d+)?)?$/

/** A range parameter's bounds, or why it is not one. Plain code, not a schema: the browser's live search parses addresses too. */
function readRange(text: string): Range | string {
  const match = RANGE_TEXT.exec(text)
  if (!match) return 'must be a range such as 10000-30000, 10000- or -30000'
  const [, min, max] = match
  if ([min, max].some((bound) => bound !== undefined && bound.split('.')[0]!.length > 12))
    return 'must have bounds of at most 12 digits'
  const range: Range = { ...(min ? { min: Number(min) } : {}), ...(max ? { max: Number(max) } : {}) }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    return 'must have its lower bound first'
  return range
}

/**
 * Reads and checks the search parameters; unknown parameters (utm_source, ...) are ignored.
 * With the site's page size, a page past what the engine can serve is refused too.
 */
export function parseSearchQuery(
  params: URLSearchParams,
  { resultsPerPage }: { resultsPerPage?: number } = {},
): SearchQuery {
  const fail = (parameter: string, message: string): never => {
    throw new SearchQueryError(parameter, `Invalid search parameter "${parameter}": ${message}.`)
  }
  const single = (name: string) => {
    const values = params.getAll(name)
    if (values.length > 1) fail(name, 'give it once')
    return values[0]
  }

  const query = (single('query') ?? '').trim()
  if (query.length > MAX_QUERY_LENGTH) fail('query', `use at most ${MAX_QUERY_LENGTH} characters`)

  const pageText = single('page') ?? '1'
  const page = Number(pageText)
  const lastPage = resultsPerPage ? Math.min(MAX_PAGE, Math.floor(MAX_RESULT_WINDOW / resultsPerPage)) : MAX_PAGE
  if (!/^\d+$/.test(pageText) || page < 1 || page > lastPage)
    fail('page', `must be a whole number from 1 to ${lastPage}`)

  const sortText = single('sortBy') ?? DEFAULT_SORT
  if (!(SORTS as readonly string[]).includes(sortText)) fail('sortBy', `must be one of ${SORTS.join(', ')}`)

  const terms: SearchQuery['terms'] = {}
  for (const facet of TERM_FACETS) {
    const values = params
      .getAll(facet)
      .map((v) => v.trim())
      .filter(Boolean)
    if (values.length === 0) continue
    if (values.length > MAX_VALUES) fail(facet, `choose at most ${MAX_VALUES} values`)
    if (values.some((v) => v.length > 100)) fail(facet, 'values are at most 100 characters')
    if (facet === 'certified' && values.some((v) => v !== 'true' && v !== 'false')) fail(facet, 'must be true or false')
    if (facet === 'seats' && values.some((v) => !/^\d{1,2}$/.test(v))) fail(facet, 'must be a number of seats')
    terms[facet] = [...new Set(values)]
  }

  const ranges: SearchQuery['ranges'] = {}
  for (const facet of RANGE_FACETS) {
    const text = single(facet)
    if (text === undefined || text === '' || text === '-') continue
    const parsed = readRange(text)
    if (typeof parsed === 'string') fail(facet, parsed)
    else ranges[facet] = parsed
  }

  const hide = single(HIDE_RESERVED)
  if (hide !== undefined && hide !== '' && hide !== 'true') fail(HIDE_RESERVED, 'must be true')

  return { query, page, sortBy: sortText as SortKey, terms, ranges, ...(hide === 'true' ? { hideReserved: true } : {}) }
}
