import { useEffect } from 'react'
import { pastSearchHref, RECENT_SEARCHES_HEADING } from '@/domain/visitHistory'
import { parseSearchQuery, type TermFacet } from '@/search/query'
import { filterChips } from '@/search/searchState'
import { rememberSearch, searchHistory } from '../searchHistory'

/** Every search the page shows with refinements joins the browser's history, named by its filters. */
export function useRememberSearch(search: {
  path: string
  title: string
  shownParams: string | null
  fixed: TermFacet[]
  resultsPerPage: number
}) {
  const { path, title, shownParams, fixed, resultsPerPage } = search
  useEffect(() => {
    if (shownParams === null) return
    const query = parseSearchQuery(new URLSearchParams(shownParams), { resultsPerPage })
    const words = filterChips(query, fixed).map((chip) => chip.label)
    rememberSearch({ path, query: shownParams, label: words.length ? `${title}: ${words.join(', ')}` : '' })
  }, [path, title, shownParams, fixed, resultsPerPage])
}

/** The visitor's last searches on this site (other than the one shown), offered again. */
export function RecentSearches({ path, params }: { path: string; params: string }) {
  const past = searchHistory.use().filter((search) => search.path !== path || search.query !== params)
  if (!past.length) return null
  return (
    <nav className="search-recent" aria-labelledby="search-recent-heading">
      <h3 id="search-recent-heading">{RECENT_SEARCHES_HEADING}</h3>
      <ul className="search-chips">
        {past.map((search) => (
          <li key={pastSearchHref(search)}>
            <a href={pastSearchHref(search)}>{search.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
