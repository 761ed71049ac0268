import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { notFound, redirect } from 'next/navigation'
import type { Tenant } from '@/payload-types'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { notFoundOrRedirect } from '@/app/[site]/notFoundOrRedirect'
import { carCardSettings } from '@/components/carCardSettings'
import { StockGrid } from '@/components/StockGrid'
import { visibleLocationsOf } from '@/content/locations'
import { locationSites } from '@/content/locationSites'
import { promoCardsFor } from '@/content/promoCards'
import { landingCarTypes, landingTitle, stockSearchPath, type CarType } from '@/domain/searchPaths'
import { stockLandingOf } from '@/domain/stockLandings'
import { stockValuesOf } from '@/search/stockValues'
import { getPayloadClient } from '@/lib/payload'
import { configuredSearchEngine } from '@/search/configuredEngine'
import type { SearchResult } from '@/search/engine'
import { parseSearchQuery, SearchQueryError, type SearchQuery, type TermFacet } from '@/search/query'
import { siteScopeOf } from '@/search/siteScope'
import { siteSettings } from '@tenants/settings'
import { fromFilterForm, searchParamsOf, toParams } from '@/search/searchState'
import { LiveStockSearch } from '@/features/stockSearch/ui/LiveStockSearch.client'
import { makeLogos } from '@/content/manufacturers'
import '@/features/stockSearch/ui/search.css'
import { log } from '@/lib/log.mjs'

type Query = Record<string, string | string[] | undefined>

type Listing = {
  title: string
  /** The car types a car-type landing lists ([] = every type); its car-type links show. */
  carTypes: CarType[]
  /** Whether this is a car-type landing (the links between car types belong there). */
  byCarType: boolean
  /** What the address fixes: a location's departments, a make, a make and model, a body type. */
  fixedTerms: Partial<Record<TermFacet, string[]>>
}

/**
 * What the address lists: a car-type landing, one of the dealer's locations, or a make, a
 * make and model or a body type the dealer's stock holds (matched in that order).
 */
async function listingOf(tenant: Tenant, segments: readonly string[]): Promise<Listing | null> {
  const [segment = ''] = segments
  if (segments.length === 1) {
    const carTypes = landingCarTypes(segment)
    if (carTypes)
      return {
        title: landingTitle(carTypes, siteSettings(tenant).stock.usedLabel),
        carTypes,
        byCarType: true,
        fixedTerms: carTypes.length ? { car_type: carTypes } : {},
      }
    const site = locationSites(await visibleLocationsOf(tenant)).find((candidate) => candidate.slug === segment)
    if (site)
      return {
        title: `Stock at ${site.name}`,
        carTypes: [],
        byCarType: false,
        fixedTerms: { location_name: site.departments.map((department) => department.name) },
      }
  }
  const landing = stockLandingOf(segments, await stockValuesOf(await getPayloadClient(), tenant))
  if (!landing) return null
  const fixedTerms: Partial<Record<TermFacet, string[]>> =
    landing.kind === 'body'
      ? { body: [landing.body] }
      : landing.kind === 'make'
        ? { make: [landing.make] }
        : { make_model: [`${landing.make}|${landing.model}`] }
  return { title: landing.title, carTypes: [], byCarType: false, fixedTerms }
}

export async function stockSearchMetadata(segments: readonly string[], searchParams: Query): Promise<Metadata> {
  const tenant = await getSiteTenant()
  const listing = tenant ? await listingOf(tenant, segments) : null
  if (!listing) return {}
  const filtered = toParams(searchParams).size > 0
  // Filtered and paged variants point search engines at the landing itself.
  return {
    title: listing.title,
    alternates: { canonical: `/search/${segments.join('/')}` },
    robots: filtered ? { index: false, follow: true } : undefined,
  }
}

/**
 * The stock search (/search/new-cars, /search/used-cars, /search/new-used-and-demo-cars, ...,
 * /search/{location-slug} for one location's stock, /search/{make}, /search/{make}/{model},
 * /search/{body}): filters, sort, results with the dealer's promo cards, and pages, all in the
 * address, rendered on the server.
 */
export async function StockSearchPage({
  segments,
  searchParams,
}: {
  segments: readonly string[]
  searchParams: Query
}) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const path = `/search/${segments.join('/')}`
  const listing = await listingOf(tenant, segments)
  if (!listing) return notFoundOrRedirect(tenant, path)
  const address = toParams(searchParams)
  const clean = fromFilterForm(address)
  if (clean) redirect(clean.size ? `${path}?${clean}` : path)

  let query: SearchQuery
  try {
    query = parseSearchQuery(address, siteScopeOf(tenant))
  } catch (error) {
    if (!(error instanceof SearchQueryError)) throw error
    return (
      <SearchShell title={listing.title}>
        <p role="alert" className="search-problem">
          {error.message} <a href={path}>Start a new search</a>
        </p>
      </SearchShell>
    )
  }
  const fixedTerms = listing.fixedTerms
  const fixed = Object.keys(fixedTerms) as TermFacet[]
  const terms = { ...query.terms, ...fixedTerms }
  const fixedParams = new URLSearchParams(
    Object.entries(fixedTerms).flatMap(([facet, values]) => values.map((value) => [facet, value])),
  ).toString()

  const now = new Date()
  let result: SearchResult
  try {
    result = await configuredSearchEngine(await getPayloadClient()).search(siteScopeOf(tenant, now), {
      ...query,
      terms,
    })
  } catch (error) {
    log.error({ err: error }, 'search page: search failed')
    return (
      <SearchShell title={listing.title}>
        <p role="alert" className="search-problem">
          Search is not available right now. Please try again shortly.
        </p>
      </SearchShell>
    )
  }

  const siteTypes = siteSettings(tenant).stock.carTypes
  const offeredTypes = (['new', 'used', 'demo'] as const).filter(
    (type) => (siteTypes.length === 0 || siteTypes.includes(type)) && result.facets.car_type?.[type],
  )
  const cardSettings = carCardSettings(tenant, now)
  // Every page loads them: a refinement in the browser starts again at the first page.
  const promos = await promoCardsFor(tenant, listing.carTypes.length ? listing.carTypes : siteTypes, now)

  return (
    <SearchShell title={listing.title}>
      <LiveStockSearch
        path={path}
        title={listing.title}
        initialParams={searchParamsOf(query).toString()}
        initial={{ count: result.count, pages: result.pages, facets: result.facets, facetStats: result.facetStats }}
        fixed={fixed}
        fixedParams={fixedParams}
        resultsPerPage={siteScopeOf(tenant).resultsPerPage}
        promos={promos}
        cardSettings={cardSettings}
        makeLogos={logosOf(await makeLogos(), result.facets.make)}
        options={{
          kilometreSorts: siteSettings(tenant).stock.kilometreSorts,
          byVolume: siteSettings(tenant).stock.makesByVolume,
          popularBreak: siteSettings(tenant).stock.popularMakesBreak,
          fixedPriceSlider: siteSettings(tenant).stock.fixedPriceSlider,
        }}
        carTypeLinks={
          listing.byCarType && offeredTypes.length > 1
            ? [[] as CarType[], ...offeredTypes.map((type) => [type])].map((types) => ({
                path: stockSearchPath({ carTypes: types }),
                label: landingTitle(types, siteSettings(tenant).stock.usedLabel),
              }))
            : []
        }
      >
        {result.hits.length ? (
          <StockGrid
            cars={result.hits}
            promos={query.page === 1 ? promos : []}
            settings={cardSettings}
            headingLevel="h3"
            label={`${listing.title}, page ${query.page}`}
            leadsPage
          />
        ) : (
          <p className="search-empty">
            No vehicles match these filters. <a href={path}>Clear all filters</a>
          </p>
        )}
      </LiveStockSearch>
    </SearchShell>
  )
}

function SearchShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="site-main search-page">
      <section className="page-hero">
        <h1>{title}</h1>
      </section>
      {children}
    </main>
  )
}

/** The logos of the makes the search lists (the page carries no logo it does not show). */
function logosOf(logos: Record<string, string>, makes: Record<string, number> | undefined): Record<string, string> {
  return Object.fromEntries(Object.keys(makes ?? {}).flatMap((make) => (logos[make] ? [[make, logos[make]]] : [])))
}
