import type { Payload } from 'payload'
import type { Tenant, User } from '@/payload-types'
import { isPlatformAdmin, tenantIdsWithRole } from '@tenants/roles'

/** The dealers a staff member works for (any role), by name; a platform admin's are all of them. */
export async function dealersOf(payload: Payload, user: User): Promise<Tenant[]> {
  const ids = isPlatformAdmin(user) ? null : tenantIdsWithRole(user)
  if (ids && ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'tenants',
    where: ids ? { id: { in: ids } } : {},
    sort: 'name',
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs
}
