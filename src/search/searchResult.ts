import type { SearchDocument } from './document'
import { displayedCount } from '@/domain/stockCount'
import type { FacetCounts, FacetStats, SearchResult, SiteScope } from './engine'

/** What an engine found, before the site's rules shape it into the spec's result. */
export type EngineAnswer = {
  /** The page of hits, in order. */
  hits: SearchDocument[]
  /** How many cars match in all. */
  total: number
  facets: FacetCounts
  facetStats: FacetStats
  /** Engine time in milliseconds. */
  ms: number
}

/**
 * The spec's result from an engine's answer, the same for every engine: the count a site
 * shows (src/domain/stockCount.ts), the number of pages, and on a certified-only site no
 * "not certified" facet value (every car it lists is certified).
 */
export function searchResult(scope: SiteScope, answer: EngineAnswer): SearchResult {
  const facets: FacetCounts = { ...answer.facets }
  if (scope.certifiedOnly && facets.certified) {
    const { false: _notCertified, ...certified } = facets.certified
    if (Object.keys(certified).length) facets.certified = certified
    else delete facets.certified
  }
  return {
    hits: answer.hits,
    count: displayedCount(answer.total, facets.car_type, scope.stockCount),
    facets,
    facetStats: answer.facetStats,
    pages: Math.ceil(answer.total / scope.resultsPerPage),
    ms: answer.ms,
  }
}
