import { cache } from 'react'
import type { Location, Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cachedRead } from './cached'
import { tenantTags } from './tenant'

/** The tenant's visible locations, by name (the spec sorts locations by name). */
export const visibleLocationsOf = cache((tenant: Pick<Tenant, 'id'>): Promise<Location[]> =>
  cachedRead(['locations', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'locations')], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'locations',
      where: { and: [{ tenant: { equals: tenant.id } }, { visible: { equals: true } }] },
      sort: 'name',
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs
  }),
)
