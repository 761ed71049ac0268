import type { Payload, Where } from 'payload'
import type { Tenant } from '@/payload-types'
import { tenantKeyFromHost } from './host'

/**
 * The tenant a Host header names, or null. Reads with overrideAccess because the
 * caller is the platform itself deciding which site to serve; what the visitor may
 * then see is filtered separately by `publishedContentOf`.
 */
export async function findTenantByHost(payload: Payload, host: string | null | undefined): Promise<Tenant | null> {
  const key = tenantKeyFromHost(host)
  if (!key) return null
  const where: Where = 'slug' in key ? { slug: { equals: key.slug } } : { 'domains.domain': { in: key.domains } }
  const { docs } = await payload.find({
    collection: 'tenants',
    where,
    limit: 1,
    depth: 1,
    overrideAccess: true,
    pagination: false,
  })
  return docs[0] ?? null
}

/**
 * The tenant with this slug, or null: for the platform's own callers that name a dealer
 * (the stock push, the command line). `withSecrets` also reads hidden fields (the push
 * token's fingerprint), for the one caller that checks it.
 */
export async function findTenantBySlug(
  payload: Payload,
  slug: string,
  { withSecrets = false }: { withSecrets?: boolean } = {},
): Promise<Tenant | null> {
  const { docs } = await payload.find({
    collection: 'tenants',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    pagination: false,
    showHiddenFields: withSecrets,
  })
  return docs[0] ?? null
}

/** What anonymous visitors may read of a tenant-scoped collection: that tenant's published documents. */
export function publishedContentOf(tenantId: string | number, hasDrafts: boolean): Where {
  const ofTenant: Where = { tenant: { equals: tenantId } }
  return hasDrafts ? { and: [ofTenant, { _status: { equals: 'published' } }] } : ofTenant
}
