import type { MouseEvent } from 'react'
import { pageHref, pageWindow } from '@/search/searchState'

/**
 * Previous, numbered and next page links; the current page is marked for assistive technology.
 * With the live search a link changes the page in place (`onPage`); otherwise it is followed.
 */
export function SearchPagination({
  path,
  params,
  page,
  pages,
  onPage,
}: {
  path: string
  params: URLSearchParams
  page: number
  pages: number
  onPage?: (page: number) => void
}) {
  if (pages <= 1) return null
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onPage || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    onPage(target)
  }
  return (
    <nav className="search-pages" aria-label="Result pages">
      <ul>
        {page > 1 ? (
          <li>
            <a href={pageHref(path, params, page - 1)} rel="prev" onClick={follow(page - 1)}>
              Previous
            </a>
          </li>
        ) : null}
        {pageWindow(page, pages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={pageHref(path, params, number)}
                onClick={follow(number)}
                aria-current={number === page ? 'page' : undefined}
                aria-label={`Page ${number}`}
              >
                {number}
              </a>
            </li>
          ),
        )}
        {page < pages ? (
          <li>
            <a href={pageHref(path, params, page + 1)} rel="next" onClick={follow(page + 1)}>
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
