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

/** Tags every read of this tenant's content carries besides its own. */
export const tenantTags = (tenant: Pick<Tenant, 'id'>) => [tenantTag(tenant.id)]

export const logoOf = (tenant: Tenant): Media | null =>
  tenant.theme?.logo && typeof tenant.theme.logo === 'object' ? tenant.theme.logo : null
