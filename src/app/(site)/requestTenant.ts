import { headers } from 'next/headers'
import { cache } from 'react'
import type { Media, Page, Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { findTenantByHost, publishedContentOf } from '@tenants/resolveTenant'

/** The tenant this request's Host header names (once per request), or null. */
export const getRequestTenant = cache(async (): Promise<Tenant | null> => {
  const host = (await headers()).get('host')
  return findTenantByHost(await getPayloadClient(), host)
})

/** A published page of the tenant by slug, or null. */
export const getPublishedPage = cache(async (tenantId: Tenant['id'], slug: string): Promise<Page | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [publishedContentOf(tenantId, true), { slug: { equals: slug } }] },
    limit: 1,
    depth: 1,
    overrideAccess: true,
    pagination: false,
  })
  return docs[0] ?? null
})

export const logoOf = (tenant: Tenant): Media | null =>
  tenant.theme?.logo && typeof tenant.theme.logo === 'object' ? tenant.theme.logo : null
