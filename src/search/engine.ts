import type { SearchDocument } from '@/search/document'
import type { RangeFacet, SearchQuery, TermFacet } from './query'

/**
 * What a search always applies for one dealer site, decided on the server from the host's
 * tenant and its settings, never from the visitor's query string.
 */
export type SiteScope = {
  tenantId: string
  /** Stock settings: car types listed (empty = all), minimum photos, priced cars only. */
  carTypes: string[]
  minimumPhotos: number
  pricedOnly: boolean
  /** Sold cars stay listed this many days after their sold date. */
  soldListedDays: number
  /** Price-ascending sorting leaves out cars without a price. */
  priceAscendingExcludesZero: boolean
  /** Certified-only sites hide the "false" value of the certified facet. */
  certifiedOnly: boolean
  resultsPerPage: number
  /** The dealer's configured stock count, for the spec's count rule. */
  stockCount?: number
  now: Date
}

export type FacetCounts = Partial<Record<TermFacet, Record<string, number>>>
export type FacetStats = Partial<Record<RangeFacet, { min: number; max: number }>>

/** The spec's result shape. */
export type SearchResult = {
  hits: SearchDocument[]
  count: number
  facets: FacetCounts
  facetStats: FacetStats
  pages: number
  /** Engine time in milliseconds. */
  ms: number
}

/** One port, two engines (Elasticsearch, embedded), one conformance suite. */
export interface SearchEngine {
  search(scope: SiteScope, query: SearchQuery): Promise<SearchResult>
  /** The car with this slug when the site lists it (the same scope as its searches), else null. */
  listedCar(scope: SiteScope, slug: string): Promise<SearchDocument | null>
}
