import { pageHref, pageWindow } from '@/search/searchState'

/** Previous, numbered and next page links; the current page is marked for assistive technology. */
export function SearchPagination({
  path,
  params,
  page,
  pages,
}: {
  path: string
  params: URLSearchParams
  page: number
  pages: number
}) {
  if (pages <= 1) return null
  return (
    <nav className="search-pages" aria-label="Result pages">
      <ul>
        {page > 1 ? (
          <li>
            <a href={pageHref(path, params, page - 1)} rel="prev">
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
            <a href={pageHref(path, params, page + 1)} rel="next">
              Next
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
