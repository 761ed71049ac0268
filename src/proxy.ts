import { NextResponse, type NextRequest } from 'next/server'

/**
 * Client navigations (RSC requests) to a dealer page with a query string, such as
 * /models?body=suvs or /contact-us?offer=12. The site rewrite (tenants/siteRewrites.mjs)
 * answers them with an empty `x-nextjs-rewritten-query` header, because Next's config
 * rewrites report the destination's own query (none) rather than the query the page was
 * rendered with. The browser's router keys its page cache by that header, so
 * /models?body=suvs would show an earlier /models. Headers a proxy sets are applied after
 * the rewrite, so this restores the real query.
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next()
  // nextUrl has Next's internal _rsc marker removed already.
  const query = request.nextUrl.search.slice(1)
  if (query) response.headers.set('x-nextjs-rewritten-query', query)
  return response
}

export const config = {
  // Only client navigations to site paths (Next needs a literal here; see NOT_SITE_PATHS in tenants/siteRewrites.mjs).
  matcher: [{ source: '/((?!api/|api$|admin|_next/).*)', has: [{ type: 'header', key: 'rsc', value: '1' }] }],
}
