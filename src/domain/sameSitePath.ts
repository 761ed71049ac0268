/**
 * A path on the same site, safe to redirect to or link as "this site": it starts with one
 * slash and names no other host. Browsers read `/\evil.example` (and `/%5Cevil.example` once
 * decoded) like `//evil.example`, a link to another site, and drop tabs and newlines inside
 * an address, so those are refused too.
 */
export function isSameSitePath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false
  if (path.startsWith('//')) return false
  const probe = 'https://same-site.invalid'
  try {
    return new URL(path, probe).origin === probe
  } catch {
    return false
  }
}

/** What a link staff type may be: a path on this site (no spaces) or a full https:// address. */
export const isLinkAddress = (value: unknown): value is string =>
  typeof value === 'string' && ((isSameSitePath(value) && /^\S+$/.test(value)) || /^https:\/\/\S+$/.test(value))

export const LINK_ADDRESS_PROBLEM = 'Enter a path starting with / or a full https:// address.'

/** `path` when it is a same-site path, else `fallback`. */
export const sameSitePathOr = (path: string | null | undefined, fallback: string): string =>
  isSameSitePath(path) ? path : fallback
