import { isSlug } from '@/domain/slug'

/** How a request's host names its tenant: by slug (`<slug>.localhost`) or by one of its domains. */
export type TenantHostKey = { slug: string } | { domains: string[] }

/**
 * Host suffixes under which `<tenant-slug>.<suffix>` names a tenant by slug: `localhost` in
 * development; none in production unless configured, where `anything.localhost` could
 * otherwise reach any dealer's site through a proxy that passes the Host header on.
 */
export function slugHostSuffixes(env: Partial<NodeJS.ProcessEnv> = process.env): string[] {
  return (env.TENANT_HOST_SUFFIXES ?? (env.NODE_ENV === 'production' ? '' : 'localhost'))
    .split(',')
    .map((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/^\.+|\.+$/g, ''),
    )
    .filter(Boolean)
}

/** Lowercase host name without port or trailing dot; null for IP literals and empty input. */
export function normaliseHost(hostHeader: string | null | undefined): string | null {
  const raw = hostHeader?.trim().toLowerCase()
  if (!raw || raw.startsWith('[')) return null
  const host = raw.replace(/:\d+$/, '').replace(/\.$/, '')
  if (!host || /^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null
  return host
}

/**
 * `harbour-toyota.localhost:3000` -> { slug: 'harbour-toyota' };
 * `www.harbourtoyota.com.au` -> { domains: ['www.harbourtoyota.com.au', 'harbourtoyota.com.au'] };
 * a bare suffix (`localhost`) or an IP names no tenant.
 */
export function tenantKeyFromHost(
  hostHeader: string | null | undefined,
  suffixes: string[] = slugHostSuffixes(),
): TenantHostKey | null {
  const host = normaliseHost(hostHeader)
  if (!host) return null
  for (const suffix of suffixes) {
    if (host === suffix) return null
    if (host.endsWith(`.${suffix}`)) {
      const label = host.slice(0, -(suffix.length + 1))
      if (!label.includes('.') && isSlug(label)) return { slug: label }
    }
  }
  const domains = host.startsWith('www.') ? [host, host.slice(4)] : [host]
  return { domains }
}
