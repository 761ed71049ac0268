import { cache } from 'react'
import type { CarPageTab, Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cachedRead } from './cached'
import { tenantTags } from './tenant'

/** The dealer's car page tabs (What's Included, Why Buy From Us?, Protect Your Car), every variant. */
export const carPageTabsOf = cache((tenant: Pick<Tenant, 'id'>): Promise<CarPageTab[]> =>
  cachedRead(
    ['car-page-tabs', tenant.id],
    [...tenantTags(tenant), contentTag(tenant.id, 'car-page-tabs')],
    async () => {
      const { docs } = await (
        await getPayloadClient()
      ).find({
        collection: 'car-page-tabs',
        where: { tenant: { equals: tenant.id } },
        depth: 1,
        limit: 0,
        pagination: false,
        overrideAccess: true,
      })
      return docs
    },
  ),
)
