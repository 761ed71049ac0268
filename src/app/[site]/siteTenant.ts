import { site } from 'next/root-params'
import { cache } from 'react'
import type { Tenant } from '@/payload-types'
import { tenantForHost } from '@/content/tenant'

/**
 * The tenant of the site being rendered (once per render), or null. It reads the site
 * segment the host's rewrite put in front of the path (tenants/siteRewrites.mjs), not the
 * Host header, so pages stay cacheable as whole routes.
 */
export const getSiteTenant = cache(async (): Promise<Tenant | null> =>
  tenantForHost(((await site()) as string | undefined) ?? null),
)
