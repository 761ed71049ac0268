import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import { configuredSearchEngine } from './configuredEngine'
import type { SearchResult } from './engine'
import type { SearchQuery, SortKey, TermFacet } from './query'
import { siteScopeOf } from './siteScope'

/** A fixed stock list on a page (stock grid, featured used cars), as editors configure it. */
export type StockListRequest = {
  terms?: Partial<Record<TermFacet, string[]>>
  sortBy?: SortKey
  limit: number
  /** Raises the site's minimum photo count for this list (never lowers it). */
  minimumPhotos?: number
}

/**
 * The first page of a stock list from the configured search engine, under the site's scope
 * (tenant, base filters, sold window) exactly as the search page applies it.
 */
export async function stockList(payload: Payload, tenant: Tenant, request: StockListRequest, now = new Date()): Promise<SearchResult> {
  const scope = siteScopeOf(tenant, now)
  const query: SearchQuery = { query: '', page: 1, sortBy: request.sortBy ?? 'custom_rank', terms: request.terms ?? {}, ranges: {} }
  return configuredSearchEngine(payload).search(
    { ...scope, resultsPerPage: request.limit, minimumPhotos: Math.max(scope.minimumPhotos, request.minimumPhotos ?? 0) },
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
    { terms: { car_type: ['used'], status: ['in_stock', 'coming_soon'] }, sortBy: 'custom_rank', limit: FEATURED_USED_STOCK.limit, minimumPhotos: FEATURED_USED_STOCK.minimumPhotos },
    now,
  )
}
