import { cache } from 'react'
import type { Review, Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cachedRead } from './cached'
import { tenantTags } from './tenant'

/** The dealer's reviews, newest first. */
export const reviewsOf = cache((tenant: Pick<Tenant, 'id'>): Promise<Review[]> =>
  cachedRead(['reviews', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'reviews')], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'reviews',
      where: { tenant: { equals: tenant.id } },
      sort: '-reviewDate',
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs
  }),
)
