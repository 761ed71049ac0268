/** The slug of a dealer's home page: it is served at `/`. */
export const HOME_PAGE_SLUG = 'home'

/** The public path of a page: the home page is `/`, others `/<slug>`. */
export const pagePath = (slug: unknown) => (slug === HOME_PAGE_SLUG || !slug ? '/' : `/${String(slug)}`)
