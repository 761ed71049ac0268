import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import type { SearchDocument } from '@/search/document'
import { configuredSearchEngine } from './configuredEngine'
import type { SearchResult } from './engine'
import { DEFAULT_SORT, type SearchQuery, type SortKey, type TermFacet } from './query'
import { siteScopeOf } from './siteScope'

/** A fixed stock list on a page (stock grid, featured used cars), as editors configure it. */
export type StockListRequest = {
  terms?: Partial<Record<TermFacet, string[]>>
  ranges?: SearchQuery['ranges']
  sortBy?: SortKey
  limit: number
  /** Raises the site's minimum photo count for this list (never lowers it). */
  minimumPhotos?: number
}

/**
 * The first page of a stock list from the configured search engine, under the site's scope
 * (tenant, base filters, sold window) exactly as the search page applies it.
 */
export async function stockList(
  payload: Payload,
  tenant: Tenant,
  request: StockListRequest,
  now = new Date(),
): Promise<SearchResult> {
  const scope = siteScopeOf(tenant, now)
  const query: SearchQuery = {
    query: '',
    page: 1,
    sortBy: request.sortBy ?? DEFAULT_SORT,
    terms: request.terms ?? {},
    ranges: request.ranges ?? {},
  }
  return configuredSearchEngine(payload).search(
    {
      ...scope,
      resultsPerPage: request.limit,
      minimumPhotos: Math.max(scope.minimumPhotos, request.minimumPhotos ?? 0),
    },
    query,
  )
}

/** Spec: featured used stock is used cars in stock (in_stock or coming_soon, as the spec defines in stock) with more than one photo, at most 6, featured cars first. */
export const FEATURED_USED_STOCK = { limit: 6, minimumPhotos: 2 } as const

/** The "Get Finance Now" block's cars: the dealer's featured used stock. */
export function featuredUsedStock(payload: Payload, tenant: Tenant, now = new Date()): Promise<SearchResult> {
  return stockList(
    payload,
    tenant,
    {
      terms: { car_type: ['used'], status: ['in_stock', 'coming_soon'] },
      sortBy: DEFAULT_SORT,
      limit: FEATURED_USED_STOCK.limit,
      minimumPhotos: FEATURED_USED_STOCK.minimumPhotos,
    },
    now,
  )
}

/** Cars per engine call when listing the whole stock; Elasticsearch pages at most 10,000 deep. */
const LISTING_PAGE = 500
const LISTING_LIMIT = 10_000

/** Every car the site lists (its search scope), newest first, at most 10,000: the vehicle pages a sitemap names. */
export async function listedCars(
  payload: Payload,
  tenant: Tenant,
  now = new Date(),
  pageSize = LISTING_PAGE,
): Promise<SearchDocument[]> {
  const scope = { ...siteScopeOf(tenant, now), resultsPerPage: pageSize }
  const engine = configuredSearchEngine(payload)
  const cars: SearchDocument[] = []
  for (let page = 1; cars.length < LISTING_LIMIT; page++) {
    const { hits, pages } = await engine.search(scope, { query: '', page, sortBy: 'newest', terms: {}, ranges: {} })
    cars.push(...hits)
    if (page >= pages || hits.length === 0) break
  }
  return cars
}
