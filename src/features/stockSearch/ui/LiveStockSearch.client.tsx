'use client'

import { keepPreviousData, QueryClientProvider, useQuery } from '@tanstack/react-query'
import dynamic from 'next/dynamic'
import { useSearchParams } from 'next/navigation'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import type { CarCardSettings } from '@/components/CarCard'
import { SidePanelDrawer } from '@/components/design/SidePanelDrawer.client'
import type { PromoCardContent } from '@/content/promoCards'
import { ANALYTICS_EVENTS } from '@/integrations/analytics'
import { TrackView } from '@/integrations/TrackView.client'
import type { FacetCounts, FacetStats, SearchResult } from '@/search/engine'
import { parseSearchQuery, type TermFacet } from '@/search/query'
import {
  changedSearch,
  filterChips,
  onPath,
  searchParamsOf,
  withoutFilter,
  type SearchChange,
} from '@/search/searchState'
import { offeredSorts, SORT_LABELS } from '@/search/sorts'
import type { MakeListOptions } from '@/domain/facetLists'
import { searchQueryClient } from '../searchQueryClient'
import { SearchFilters } from './SearchFilters'
import { RecentSearches, useRememberSearch } from './RecentSearches'
import { SearchPagination } from './SearchPagination'
import { SortSelect } from './SortSelect'
import { formatNumber } from '@/domain/numbers'

const LiveResults = dynamic(() => import('./LiveResults'))
const loadLiveResults = () => void import('./LiveResults')

const FORM_ID = 'search-filters'

/** What the page shows of a search besides its cars: counts, facets and pages. */
export type SearchSummary = Pick<SearchResult, 'count' | 'pages'> & { facets: FacetCounts; facetStats: FacetStats }

type Props = {
  /** The landing's path (/search/used-cars, /search/toyota): the search's address is this plus its query string. */
  path: string
  title: string
  /** The canonical query string of the search the server rendered. */
  initialParams: string
  initial: SearchSummary
  /** What the landing's address fixes (a make, a location), as facets and as search parameters. */
  fixed: TermFacet[]
  fixedParams: string
  resultsPerPage: number
  /** The dealer's promo cards for the landing's first page. */
  promos: PromoCardContent[]
  cardSettings: CarCardSettings
  /** Each listed make's logo (from Manufacturers), by make. */
  makeLogos: Record<string, string>
  /** The dealer's choices: kilometre sorts, and how the makes list is ordered. */
  options: MakeListOptions & { kilometreSorts: boolean; fixedPriceSlider: boolean }
  /** On a car-type landing, the links to the others (they keep the search's filters). */
  carTypeLinks: { path: string; label: string }[]
  /** The server-rendered cars of the initial search (shown until the visitor refines it). */
  children: ReactNode
}

/**
 * The stock search once the page runs: the address is the search (every change is pushed to
 * it, Back and Forward go through the searches with their scroll), filters apply as they are
 * made, answers come from GET /api/search through react-query, the last ten kept. The first
 * screen is the server's render; until the visitor refines, its cars are the server's HTML.
 */
export function LiveStockSearch(props: Props) {
  const [client] = useState(() => searchQueryClient())
  return (
    <QueryClientProvider client={client}>
      <SearchView {...props} />
    </QueryClientProvider>
  )
}

async function fetchSearch(params: string, signal: AbortSignal): Promise<SearchResult> {
  const response = await fetch(`/api/search?${params}`, { signal })
  const body = (await response.json().catch(() => ({}))) as SearchResult & { error?: string }
  if (!response.ok) throw new Error(body.error ?? 'Search is not available right now. Please try again shortly.')
  return body
}

// Where the visitor had scrolled each search to, for Back and Forward.
const scrollOf = new Map<string, number>()

function SearchView({
  path,
  title,
  initialParams,
  initial,
  fixed,
  fixedParams,
  resultsPerPage,
  promos,
  cardSettings,
  makeLogos,
  carTypeLinks,
  options,
  children,
}: Props) {
  // The address is the search. A change shows at once (a ticked box stays ticked) and is
  // pushed to the address; Back and Forward change the address, and the search follows it.
  const address = useSearchParams().toString()
  const [current, setCurrent] = useState(address)
  useEffect(() => setCurrent(address), [address])
  const { query, params } = useMemo(() => {
    try {
      const parsed = parseSearchQuery(new URLSearchParams(current), { resultsPerPage })
      return { query: parsed, params: searchParamsOf(parsed).toString() }
    } catch {
      // An address typed by hand that is not a search: the server answered it; keep the first search.
      const parsed = parseSearchQuery(new URLSearchParams(initialParams), { resultsPerPage })
      return { query: parsed, params: initialParams }
    }
  }, [current, initialParams, resultsPerPage])
  const isInitial = params === initialParams

  const [live, setLive] = useState(false)
  useEffect(() => setLive(true), [])

  const engineParams = [params, fixedParams].filter(Boolean).join('&')
  const answer = useQuery({
    queryKey: ['stock-search', path, engineParams],
    queryFn: ({ signal }) => fetchSearch(engineParams, signal),
    enabled: !isInitial,
    placeholderData: keepPreviousData,
  })
  const result = isInitial ? null : (answer.data ?? null)
  const summary: SearchSummary = result ?? initial
  const busy = !isInitial && answer.isFetching

  // Our own changes push an address; Back and Forward come back with the scroll they left.
  const ownChange = useRef(false)
  const restoreTo = useRef<number | null>(null)
  const resultsTop = useRef<HTMLElement>(null)
  const navigate = useCallback(
    (next: URLSearchParams, { toResults = false } = {}) => {
      scrollOf.set(params, window.scrollY)
      ownChange.current = true
      const query = next.toString()
      setCurrent(query)
      window.history.pushState(null, '', query ? `${path}?${query}` : path)
      if (toResults) scrollToResults(resultsTop.current)
    },
    [params, path],
  )
  useEffect(() => {
    if (ownChange.current) ownChange.current = false
    else restoreTo.current = scrollOf.get(params) ?? null
  }, [params])
  const shownParams = isInitial ? initialParams : answer.isPlaceholderData ? null : params
  useRememberSearch({ path, title, shownParams, fixed, resultsPerPage })
  useLayoutEffect(() => {
    if (restoreTo.current === null || shownParams !== params) return
    window.scrollTo(0, restoreTo.current)
    restoreTo.current = null
  }, [shownParams, params])

  // Changes apply to the latest search: a range box's change that waited 400 ms must not undo
  // one the visitor made meanwhile.
  const latest = useRef(query)
  latest.current = query
  const change = (next: SearchChange) => {
    const params = changedSearch(latest.current, next)
    latest.current = parseSearchQuery(params, { resultsPerPage })
    navigate(params, { toResults: next.kind === 'page' })
  }
  const [closeDrawer, setCloseDrawer] = useState(0)
  const chips = filterChips(query, fixed)
  const clearAll = (
    <a
      href={path}
      onClick={(event) => {
        event.preventDefault()
        navigate(new URLSearchParams())
      }}
    >
      Clear all filters
    </a>
  )
  const label = `${title}, page ${query.page}`

  return (
    <>
      {carTypeLinks.length ? (
        <nav className="search-types" aria-label="Car type">
          <ul>
            {carTypeLinks.map((link) => (
              <li key={link.path}>
                <a
                  href={onPath(link.path, new URLSearchParams(params), ['car_type'])}
                  aria-current={link.path === path ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="search-layout" onFocusCapture={loadLiveResults} onPointerEnter={loadLiveResults}>
        <SidePanelDrawer
          buttonLabel={chips.length ? `Filters (${chips.length})` : 'Filters'}
          labelledBy="search-filters-heading"
          className="search-panel"
          closeSignal={closeDrawer}
        >
          <h2 id="search-filters-heading">Filter stock</h2>
          <SearchFilters
            formId={FORM_ID}
            query={query}
            facets={summary.facets}
            stats={summary.facetStats}
            total={summary.count}
            fixed={fixed}
            clearHref={path}
            live={live}
            makeOrder={options}
            makeLogos={makeLogos}
            fixedPriceSlider={options.fixedPriceSlider}
            onChange={change}
            onClear={() => navigate(new URLSearchParams())}
            onShow={() => {
              setCloseDrawer((n) => n + 1)
              scrollToResults(resultsTop.current)
            }}
          />
        </SidePanelDrawer>
        <section
          ref={resultsTop}
          className="search-results"
          aria-labelledby="search-results-heading"
          aria-busy={busy || undefined}
        >
          <div className="search-toolbar">
            <h2 id="search-results-heading">
              {formatNumber(summary.count)} {summary.count === 1 ? 'vehicle' : 'vehicles'}
            </h2>
            <SortSelect
              formId={FORM_ID}
              value={query.sortBy}
              options={offeredSorts(options.kilometreSorts, query.sortBy).map((sort) => ({
                value: sort,
                label: SORT_LABELS[sort],
              }))}
              onSort={(sortBy) => change({ kind: 'sort', sortBy })}
            />
          </div>
          <RecentSearches path={path} params={params} />
          {chips.length ? (
            <ul className="search-chips" aria-label="Active filters">
              {chips.map((chip) => (
                <li key={`${chip.name}:${chip.value ?? ''}`}>
                  <a
                    href={withoutFilter(path, new URLSearchParams(params), chip.name, chip.value)}
                    aria-label={`Remove filter ${chip.label}`}
                    onClick={(event) => {
                      event.preventDefault()
                      change({ kind: 'remove', name: chip.name, value: chip.value })
                    }}
                  >
                    {chip.label} <span aria-hidden="true">×</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="search-list">
            {answer.isError && !isInitial && !answer.isFetching ? (
              <p role="alert" className="search-problem">
                {answer.error.message} {clearAll}
              </p>
            ) : result ? (
              <LiveResults
                hits={result.hits}
                promos={query.page === 1 ? promos : []}
                settings={cardSettings}
                label={label}
                clear={clearAll}
              />
            ) : (
              children
            )}
          </div>
          <SearchPagination
            path={path}
            params={new URLSearchParams(params)}
            page={query.page}
            pages={summary.pages}
            onPage={live ? (page) => change({ kind: 'page', page }) : undefined}
          />
          <p role="status" className="visually-hidden">
            {isInitial ? '' : busy ? 'Searching…' : `${formatNumber(summary.count)} vehicles match`}
          </p>
          {shownParams === null ? null : (
            <TrackView
              event={ANALYTICS_EVENTS.searchView}
              detail={{ path, count: summary.count, page: query.page, search: shownParams }}
            />
          )}
        </section>
      </div>
    </>
  )
}

/** Brings the top of the results into view (Show Me N vehicles, another page), unless it already is. */
function scrollToResults(results: HTMLElement | null) {
  if (!results) return
  const top = results.getBoundingClientRect().top
  if (top < 0 || top > window.innerHeight / 2) results.scrollIntoView({ block: 'start' })
}
