/** One of a dealer's redirects: an old path, where it goes now, and whether for good. */
export type SiteRedirect = { from: string; to: string; permanent: boolean }

/**
 * The path a redirect's `from` is compared with: no trailing slash (except the home page's),
 * any letter case (old sites and printed flyers mix cases; a visitor types what they see).
 */
export function redirectKey(path: string): string {
  const trimmed = path.trim().replace(/(.)\/+$/, '$1')
  return trimmed.toLowerCase()
}

/** The redirect for a path a site could not answer, or null. */
export function redirectFor(redirects: readonly SiteRedirect[], path: string): SiteRedirect | null {
  const key = redirectKey(path)
  return redirects.find((redirect) => redirectKey(redirect.from) === key) ?? null
}
