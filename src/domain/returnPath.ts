/**
 * Where a visitor goes after signing in (?redirect=, ?back=): a path on the same site only.
 * Anything else (another site, a scheme, a protocol-relative or backslashed address that a
 * browser would read as another host) falls back to `fallback`.
 */
export function returnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return fallback
  try {
    const url = new URL(value, 'http://site.invalid')
    return url.host === 'site.invalid' ? `${url.pathname}${url.search}${url.hash}` : fallback
  } catch {
    return fallback
  }
}
