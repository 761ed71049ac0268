import { cache } from 'react'
import type { Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { redirectFor, type SiteRedirect } from '@/domain/redirects'
import { contentTag } from '@tenants/cacheTags'
import { cachedRead } from './cached'
import { tenantTags } from './tenant'

/** Every redirect of a dealer, from the data cache (expired when an editor saves or deletes one). */
const redirectsOf = (tenant: Pick<Tenant, 'id'>): Promise<SiteRedirect[]> =>
  cachedRead(['redirects', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'redirects')], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'redirects',
      where: { tenant: { equals: tenant.id } },
      select: { from: true, to: true, permanent: true },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs.map((doc) => ({ from: doc.from, to: doc.to, permanent: doc.permanent !== false }))
  })

/** The dealer's redirect for a path its site cannot answer, or null. */
export const siteRedirectFor = cache(async (tenant: Pick<Tenant, 'id'>, path: string): Promise<SiteRedirect | null> =>
  redirectFor(await redirectsOf(tenant), path),
)
