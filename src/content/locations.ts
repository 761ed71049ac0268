import { cache } from 'react'
import type { Location, Tenant } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cachedRead } from './cached'
import { tenantTags } from './tenant'

/** The dealer's locations, by name, hidden ones too when asked. */
async function locationsOf(tenant: Pick<Tenant, 'id'>, { hidden }: { hidden: boolean }): Promise<Location[]> {
  const { docs } = await (
    await getPayloadClient()
  ).find({
    collection: 'locations',
    where: hidden
      ? { tenant: { equals: tenant.id } }
      : { and: [{ tenant: { equals: tenant.id } }, { visible: { equals: true } }] },
    sort: 'name',
    depth: 1,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}

/** The tenant's visible locations, by name (the spec sorts locations by name). */
export const visibleLocationsOf = cache((tenant: Pick<Tenant, 'id'>): Promise<Location[]> =>
  cachedRead(['locations', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'locations')], () =>
    locationsOf(tenant, { hidden: false }),
  ),
)

/** Every location of the dealer, hidden ones too, as staff see them in preview. Never cached. */
export const allLocationsOf = (tenant: Pick<Tenant, 'id'>): Promise<Location[]> => locationsOf(tenant, { hidden: true })
