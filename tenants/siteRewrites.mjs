// How a public-site request reaches its site (plain JS: next.config.mjs imports it).
//
// Every public path is rewritten from `/<path>` to `/<site>/<path>`, where `<site>` is the
// request's host name (lowercase, no port); the routes live under src/app/[site]. With the
// host in the route, Next caches each dealer's pages as whole routes (incremental static
// regeneration) instead of rendering them per request. The segment always comes from the
// Host header: whatever path a visitor sends is prefixed with their own host, so no one can
// address another dealer's segment. Hosts no domain could have go to the `_` segment, which
// names no site and answers 404.
//
// Rewrites in next.config rather than in proxy.ts: a proxy rewrite is sent through Next's
// network proxy when the server listens on 127.0.0.1 (vercel/next.js#94745), the usual set-up
// behind a reverse proxy.

/** A host name as Next matches it (lowercased, port removed): letters, digits, dots and hyphens. */
export const SITE_HOST = '[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?'

/** Paths the dealer sites do not own: Payload's admin and API, the app's API, Next's assets, public files, stored photos. */
export const NOT_SITE_PATHS = 'api(?:/|$)|admin(?:/|$)|_next/|demo-stock/|photos/'

/** The segment for hosts that cannot name a site. */
export const NO_SITE = '_'

/** @returns {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export function siteRewrites() {
  const source = `/:path((?!${NOT_SITE_PATHS}).*)`
  return [
    { source, has: [{ type: 'host', value: `(?<site>${SITE_HOST})` }], destination: '/:site/:path' },
    { source, missing: [{ type: 'host', value: SITE_HOST }], destination: `/${NO_SITE}/:path` },
  ]
}

/** Where an offers search is answered: rendered per request, while /special-offers itself stays cached whole. */
export const OFFER_SEARCH_PATH = '/special-offers/search'

/** Query keys that make /special-offers an offers search. */
export const OFFER_SEARCH_KEYS = ['category', 'make', 'model', 'page']

/**
 * /special-offers with a search in its query (a link from an e-mail or an advert) goes on to
 * the offers search with the same query: the page without one is cached whole, expiring
 * exactly when an offer starts or ends, so it cannot read the query.
 * @returns {import('next/dist/lib/load-custom-routes').Redirect[]}
 */
export function offerSearchRedirects() {
  return OFFER_SEARCH_KEYS.map((key) => ({
    source: '/special-offers',
    has: [{ type: /** @type {const} */ ('query'), key }],
    destination: OFFER_SEARCH_PATH,
    permanent: false,
  }))
}
