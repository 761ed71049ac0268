/**
 * Whether a browser says this request was sent from another site's page: browsers name the
 * page's origin on every POST, PUT and DELETE (and on form posts), so a write whose Origin is
 * not this host came from elsewhere. No Origin (a server, an old client) or the opaque "null"
 * is not taken as another site: the session cookie's SameSite=Lax covers those.
 */
export function fromAnotherSite(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (!origin || origin === 'null') return false
  const host = headers.get('host')?.toLowerCase()
  try {
    return new URL(origin).host.toLowerCase() !== host
  } catch {
    return true
  }
}
