import { site } from 'next/root-params'
import { cache } from 'react'
import type { Media, Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { SITES_TAG, tenantTag } from '@tenants/cacheTags'
import { findTenantByHost } from '@tenants/resolveTenant'
import { cachedRead } from './cached'

/** The tenant a Host header names, from the data cache (expired when any site's settings change), or null. */
export const tenantForHost = (hostHeader: string | null): Promise<Tenant | null> => {
  const host = (hostHeader ?? '').toLowerCase()
  return cachedRead(['site-by-host', host], [SITES_TAG], async () => findTenantByHost(await getPayloadClient(), host))
}

/**
 * The tenant of the site being rendered (once per render), or null. It reads the site
 * segment the host's rewrite put in front of the path (tenants/siteRewrites.mjs), not the
 * Host header, so pages stay cacheable as whole routes.
 */
export const getRequestTenant = cache(async (): Promise<Tenant | null> => tenantForHost(((await site()) as string | undefined) ?? null))

/** Tags every read of this tenant's content carries besides its own. */
export const tenantTags = (tenant: Pick<Tenant, 'id'>) => [tenantTag(tenant.id)]

export const logoOf = (tenant: Tenant): Media | null =>
  tenant.theme?.logo && typeof tenant.theme.logo === 'object' ? tenant.theme.logo : null
