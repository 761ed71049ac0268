import MiniSearch from 'minisearch'
import { isReserved } from '@/domain/reservations'
import type { SearchDocument } from '@/search/document'
import { searchResult } from './searchResult'
import type { FacetCounts, FacetStats, SearchEngine, SearchResult, SiteScope } from './engine'
import {
  DEFAULT_SORT,
  HIDE_RESERVED,
  RANGE_FACETS,
  RANGE_FIELD,
  rangeBounds,
  TERM_FACETS,
  type RangeFacet,
  type SearchQuery,
  type SortKey,
  type TermFacet,
} from './query'
import { searchTokens } from './text'

const DAY_SECONDS = 86_400
type Doc = SearchDocument
type Predicate = (doc: Doc) => boolean
type Compare = (a: Doc, b: Doc) => number
/** The plain listing (no sort-dependent rules) a car must be in to have its own page. */
const LISTING: SearchQuery = { query: '', page: 1, sortBy: DEFAULT_SORT, terms: {}, ranges: {} }

/** One dealer's cars in memory, with a MiniSearch index of their text. */
class TenantStock {
  readonly byId: Map<string, Doc>
  readonly text: MiniSearch<Doc>

  constructor(readonly docs: Doc[]) {
    this.byId = new Map(docs.map((doc) => [doc.id, doc]))
    this.text = new MiniSearch<Doc>({ fields: ['text'], storeFields: [], idField: 'id' })
    this.text.addAll(docs)
  }

  /** Ids whose text has a word starting with every typed word (as Elasticsearch's prefix queries). */
  matching(query: string): Set<string> | null {
    const tokens = searchTokens(query)
    if (tokens.length === 0) return null
    const perToken = tokens.map(
      (token) => new Set(this.text.search(token, { prefix: true, fuzzy: false }).map((hit) => String(hit.id))),
    )
    const [first, ...rest] = perToken
    return new Set([...first!].filter((id) => rest.every((ids) => ids.has(id))))
  }
}

/** A document's values for a term facet: none, one, or several (categories). */
const valuesOf = (doc: Doc, facet: TermFacet): string[] => {
  const value = doc[facet]
  if (value === null || value === undefined) return []
  return Array.isArray(value) ? value : [String(value)]
}

function scopePredicate(scope: SiteScope, query: SearchQuery): Predicate {
  const now = Math.floor(scope.now.getTime() / 1000)
  const soldFrom = now - scope.soldListedDays * DAY_SECONDS
  const excludeZero = scope.pricedOnly || (query.sortBy === 'price_asc' && scope.priceAscendingExcludesZero)
  return (doc) =>
    (doc.status === 'in_stock' ||
      doc.status === 'coming_soon' ||
      (doc.status === 'sold' && doc.sold_date_timestamp !== null && doc.sold_date_timestamp >= soldFrom)) &&
    (scope.carTypes.length === 0 || scope.carTypes.includes(doc.car_type)) &&
    (scope.minimumPhotos <= 0 || doc.photos_count >= scope.minimumPhotos) &&
    (!excludeZero || doc.price > 0)
}

function selectionPredicates(query: SearchQuery, now: Date): Map<string, Predicate> {
  const chosen = new Map<string, Predicate>()
  if (query.hideReserved) chosen.set(HIDE_RESERVED, (doc) => !isReserved(doc, now))
  for (const facet of TERM_FACETS) {
    const values = query.terms[facet]
    if (!values?.length) continue
    const wanted = new Set(facet === 'seats' ? values.map((v) => String(Number(v))) : values)
    chosen.set(facet, (doc) => valuesOf(doc, facet).some((value) => wanted.has(value)))
  }
  for (const facet of RANGE_FACETS) {
    const range = query.ranges[facet]
    if (!range || (range.min === undefined && range.max === undefined)) continue
    const { gte, gt, lte } = rangeBounds(facet, range)
    chosen.set(facet, (doc) => {
      const value = doc[RANGE_FIELD[facet]]
      return (
        value !== null &&
        value !== undefined &&
        (gte === undefined || value >= gte) &&
        (gt === undefined || value > gt) &&
        (lte === undefined || value <= lte)
      )
    })
  }
  return chosen
}

const by =
  (field: keyof Doc, direction: 1 | -1): Compare =>
  (a, b) => {
    const x = a[field] as number | null
    const y = b[field] as number | null
    if (x === y) return 0
    if (x === null || x === undefined) return 1 // missing last, either direction
    if (y === null || y === undefined) return -1
    return x < y ? -direction : direction
  }
const byId: Compare = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)

const SORT: Record<SortKey, Compare[]> = {
  custom_rank: [by('custom_rank', -1), by('created_at_timestamp', -1)],
  price_asc: [by('price', 1)],
  price_desc: [by('price', -1)],
  year_desc: [by('year', -1)],
  year_asc: [by('year', 1)],
  km_asc: [by('km', 1)],
  km_desc: [by('km', -1)],
  newest: [by('created_at_timestamp', -1)],
}

/**
 * The embedded search engine: the same answers as Elasticsearch (the conformance suite
 * holds both to it) for a site's stock kept in memory, so a fresh machine needs no search
 * server. Suited to a dealer's stock (hundreds to tens of thousands of cars).
 */
export class EmbeddedSearchEngine implements SearchEngine {
  private readonly tenants = new Map<string, TenantStock>()

  constructor(private readonly loadTenant?: (tenantId: string) => Promise<Doc[] | null>) {}

  /** Replaces everything (tests, rebuilds). */
  load(documents: Doc[]) {
    this.tenants.clear()
    const grouped = new Map<string, Doc[]>()
    for (const doc of documents) grouped.set(doc.tenant, [...(grouped.get(doc.tenant) ?? []), doc])
    for (const [tenant, docs] of grouped) this.tenants.set(tenant, new TenantStock(docs))
  }

  private async stockOf(tenantId: string): Promise<TenantStock> {
    const fresh = await this.loadTenant?.(tenantId)
    if (fresh) this.tenants.set(tenantId, new TenantStock(fresh))
    return this.tenants.get(tenantId) ?? new TenantStock([])
  }

  async listedCar(scope: SiteScope, slug: string): Promise<SearchDocument | null> {
    const inScope = scopePredicate(scope, LISTING)
    return (await this.stockOf(scope.tenantId)).docs.find((doc) => doc.slug === slug && inScope(doc)) ?? null
  }

  async search(scope: SiteScope, query: SearchQuery): Promise<SearchResult> {
    const started = performance.now()
    const stock = await this.stockOf(scope.tenantId)
    const inScope = scopePredicate(scope, query)
    const textIds = stock.matching(query.query)
    const base = stock.docs.filter((doc) => inScope(doc) && (textIds === null || textIds.has(doc.id)))
    const chosen = selectionPredicates(query, scope.now)
    const passesAllBut = (doc: Doc, facet: string | null) =>
      [...chosen].every(([name, test]) => name === facet || test(doc))

    const facets: FacetCounts = {}
    for (const facet of TERM_FACETS) {
      const counts = new Map<string, number>()
      for (const doc of base) {
        if (!passesAllBut(doc, facet)) continue
        for (const value of valuesOf(doc, facet)) counts.set(value, (counts.get(value) ?? 0) + 1)
      }
      if (counts.size)
        facets[facet] = Object.fromEntries([...counts].sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : 1)))
    }

    const facetStats: FacetStats = {}
    for (const facet of RANGE_FACETS) {
      let min = Infinity
      let max = -Infinity
      for (const doc of base) {
        const value = doc[RANGE_FIELD[facet as RangeFacet]]
        if (value === null || value === undefined || !passesAllBut(doc, facet)) continue
        if (value < min) min = value
        if (value > max) max = value
      }
      if (min !== Infinity) facetStats[facet] = { min, max }
    }

    const compare = [...SORT[query.sortBy], byId]
    const matches = base
      .filter((doc) => passesAllBut(doc, null))
      .sort((a, b) => {
        for (const step of compare) {
          const order = step(a, b)
          if (order !== 0) return order
        }
        return 0
      })
    const from = (query.page - 1) * scope.resultsPerPage
    return searchResult(scope, {
      hits: matches.slice(from, from + scope.resultsPerPage),
      total: matches.length,
      facets,
      facetStats,
      ms: Math.round(performance.now() - started),
    })
  }
}
