import type { Tenant } from '@/payload-types'
import { platformAdminOrigin } from '@/config/platform'
import { slugHostSuffixes } from './host'

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

/**
 * Where staff preview a dealer's pages (Preview, Live Preview): on the platform itself,
 * whatever the dealer's DNS says, so previews work on staging, on a fresh install and before
 * a dealer's domain moves. That is `<slug>.<suffix>` under the first of TENANT_HOST_SUFFIXES
 * (a wildcard name pointed at the platform), with the admin's scheme and port; the public
 * address only where the platform serves no such hosts.
 */
export function previewOrigin(tenant: Pick<Tenant, 'slug' | 'domains'>, env: NodeJS.ProcessEnv = process.env): string {
  const suffix = slugHostSuffixes(env)[0]
  const admin = platformAdminOrigin(env)
  if (!suffix || !admin) return siteOrigin(tenant, env)
  const { protocol, port } = new URL(admin)
  return `${protocol}//${tenant.slug}.${suffix}${port ? `:${port}` : ''}`
}
