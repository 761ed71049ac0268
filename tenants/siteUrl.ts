import type { Tenant } from '@/payload-types'

/**
 * The public origin of a tenant's site, for links the CMS hands out (preview links).
 * SITE_URL_TEMPLATE wins when set (for example `http://{slug}.localhost:3100`); production
 * uses the primary domain over https; development serves `http://<slug>.localhost:<port>`.
 */
export function siteOrigin(tenant: Pick<Tenant, 'slug' | 'domains'>, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SITE_URL_TEMPLATE) return env.SITE_URL_TEMPLATE.replace('{slug}', tenant.slug).replace(/\/+$/, '')
  const primary = tenant.domains?.find((d) => d.primary)?.domain ?? tenant.domains?.[0]?.domain
  if (env.NODE_ENV === 'production' && primary) return `https://${primary}`
  return `http://${tenant.slug}.localhost:${env.PORT ?? 3000}`
}
