import type { Client, estypes } from '@elastic/elasticsearch'
import type { SearchDocument } from '@/search/document'
import { searchResult } from './searchResult'
import type { FacetCounts, FacetStats, SearchEngine, SearchResult, SiteScope } from './engine'
import { searchTokens } from './text'
import {
  RANGE_FACETS,
  HIDE_RESERVED,
  RANGE_FIELD,
  rangeBounds,
  TERM_FACETS,
  type RangeFacet,
  type SearchQuery,
  type SortKey,
  type TermFacet,
} from './query'

type Query = estypes.QueryDslQueryContainer
const DAY_SECONDS = 86_400
const SHARED = 'unselected'
const FACET_SIZE: Partial<Record<TermFacet, number>> = { model: 300, make_model: 500, city: 200, badge: 300 }

/** What every search of the site is limited to: its tenant, its base filters and the stock filter. */
export function scopeFilters(scope: SiteScope): Query[] {
  const now = Math.floor(scope.now.getTime() / 1000)
  const filters: Query[] = [
    { term: { tenant: scope.tenantId } },
    {
      bool: {
        minimum_should_match: 1,
        should: [
          { terms: { status: ['in_stock', 'coming_soon'] } },
          {
            bool: {
              filter: [
                { term: { status: 'sold' } },
                { range: { sold_date_timestamp: { gte: now - scope.soldListedDays * DAY_SECONDS } } },
              ],
            },
          },
        ],
      },
    },
  ]
  if (scope.carTypes.length) filters.push({ terms: { car_type: scope.carTypes } })
  if (scope.minimumPhotos > 0) filters.push({ range: { photos_count: { gte: scope.minimumPhotos } } })
  if (scope.pricedOnly) filters.push({ range: { price: { gt: 0 } } })
  return filters
}

function termFilter(facet: TermFacet, values: string[]): Query {
  if (facet === 'certified') return { terms: { certified: values.map((v) => v === 'true') } }
  if (facet === 'seats') return { terms: { seats: values.map(Number) } }
  return { terms: { [facet]: values } }
}

const rangeFilter = (facet: RangeFacet, range: { min?: number; max?: number }): Query => ({
  range: { [RANGE_FIELD[facet]]: rangeBounds(facet, range) },
})

/** Cars not reserved at `now`: neither by the dealer's system nor by an online hold still running. */
const notReserved = (now: Date): Query => ({
  bool: {
    must_not: [{ term: { reserved: true } }, { range: { held_until: { gt: Math.floor(now.getTime() / 1000) } } }],
  },
})

/** The visitor's selections, keyed by facet, so each facet's counts can leave out its own. */
function selections(query: SearchQuery, now: Date): Map<string, Query> {
  const chosen = new Map<string, Query>()
  if (query.hideReserved) chosen.set(HIDE_RESERVED, notReserved(now))
  for (const facet of TERM_FACETS) {
    const values = query.terms[facet]
    if (values?.length) chosen.set(facet, termFilter(facet, values))
  }
  for (const facet of RANGE_FACETS) {
    const range = query.ranges[facet]
    if (range && (range.min !== undefined || range.max !== undefined)) chosen.set(facet, rangeFilter(facet, range))
  }
  return chosen
}

const except = (chosen: Map<string, Query>, facet: string): Query => ({
  bool: { filter: [...chosen].filter(([name]) => name !== facet).map(([, q]) => q) },
})

const SORT: Record<SortKey, estypes.SortCombinations[]> = {
  custom_rank: [{ custom_rank: 'desc' }, { created_at_timestamp: 'desc' }],
  price_asc: [{ price: 'asc' }],
  price_desc: [{ price: 'desc' }],
  year_desc: [{ year: { order: 'desc', missing: '_last' } }],
  year_asc: [{ year: { order: 'asc', missing: '_last' } }],
  km_asc: [{ km: { order: 'asc', missing: '_last' } }],
  km_desc: [{ km: { order: 'desc', missing: '_last' } }],
  newest: [{ created_at_timestamp: 'desc' }],
}

/** The Elasticsearch request for a search: filters, text, disjunctive facets, sort and page. */
export function searchRequest(index: string, scope: SiteScope, query: SearchQuery): estypes.SearchRequest {
  const filters = scopeFilters(scope)
  if (query.sortBy === 'price_asc' && scope.priceAscendingExcludesZero) filters.push({ range: { price: { gt: 0 } } })
  // Prefix queries on `text` are answered from its index_prefixes sub-field.
  const must: Query[] = searchTokens(query.query).map((token) => ({ prefix: { text: token } }))
  const chosen = selections(query, scope.now)
  // A facet's counts leave out its own selection only. Every facet without a selection
  // therefore shares one filter (all selections), so Elasticsearch evaluates one filter
  // per selected facet plus one, not one per facet.
  const shared: Record<string, estypes.AggregationsAggregationContainer> = {}
  const aggs: Record<string, estypes.AggregationsAggregationContainer> = {
    [SHARED]: { filter: except(chosen, ''), aggs: shared },
  }
  const place = (facet: string, name: string, agg: estypes.AggregationsAggregationContainer) => {
    if (chosen.has(facet)) aggs[name] = { filter: except(chosen, facet), aggs: { [name]: agg } }
    else shared[name] = agg
  }
  for (const facet of TERM_FACETS) place(facet, facet, { terms: { field: facet, size: FACET_SIZE[facet] ?? 100 } })
  for (const facet of RANGE_FACETS) place(facet, `${facet}_stats`, { stats: { field: RANGE_FIELD[facet] } })
  return {
    index,
    from: (query.page - 1) * scope.resultsPerPage,
    size: scope.resultsPerPage,
    track_total_hits: true,
    query: { bool: { filter: filters, must } },
    post_filter: { bool: { filter: [...chosen.values()] } },
    aggs,
    // A unique last key keeps pages stable when many cars tie.
    sort: [...SORT[query.sortBy], { id: 'asc' }],
  }
}

type TermsAgg = { buckets: { key: string | number; key_as_string?: string; doc_count: number }[] }
type StatsAgg = { min: number | null; max: number | null }

/** An aggregation's result, whether it sits in the shared filter or in the facet's own. */
function aggregation<T>(aggregations: Record<string, unknown>, name: string): T | undefined {
  const own = aggregations[name] as Record<string, unknown> | undefined
  if (own) return own[name] as T
  return (aggregations[SHARED] as Record<string, unknown> | undefined)?.[name] as T | undefined
}

export class ElasticSearchEngine implements SearchEngine {
  constructor(
    private readonly client: Client,
    private readonly index: string,
  ) {}

  async listedCar(scope: SiteScope, slug: string): Promise<SearchDocument | null> {
    const response = await this.client.search<SearchDocument>({
      index: this.index,
      size: 1,
      query: { bool: { filter: [...scopeFilters(scope), { term: { slug } }] } },
    })
    return response.hits.hits[0]?._source ?? null
  }

  async search(scope: SiteScope, query: SearchQuery): Promise<SearchResult> {
    const response = await this.client.search<SearchDocument>(searchRequest(this.index, scope, query))
    const aggregations = (response.aggregations ?? {}) as Record<string, unknown>
    const facets: FacetCounts = {}
    for (const facet of TERM_FACETS) {
      const buckets = aggregation<TermsAgg>(aggregations, facet)?.buckets ?? []
      const counts: Record<string, number> = {}
      for (const bucket of buckets) counts[bucket.key_as_string ?? String(bucket.key)] = bucket.doc_count
      if (Object.keys(counts).length) facets[facet] = counts
    }
    const facetStats: FacetStats = {}
    for (const facet of RANGE_FACETS) {
      const stats = aggregation<StatsAgg>(aggregations, `${facet}_stats`)
      if (stats && stats.min !== null && stats.max !== null) facetStats[facet] = { min: stats.min, max: stats.max }
    }
    const total = typeof response.hits.total === 'number' ? response.hits.total : (response.hits.total?.value ?? 0)
    return searchResult(scope, {
      hits: response.hits.hits.map((hit) => hit._source!),
      total,
      facets,
      facetStats,
      ms: response.took,
    })
  }
}
