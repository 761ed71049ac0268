import type { CollectionBeforeChangeHook } from 'payload'
import { GLOBAL_ROLES } from '@tenants/roles'

/**
 * The first staff account of a database is its platform admin: on a fresh install there is
 * nobody else to give them rights, and without them no dealer site could ever be created.
 * Payload's "Create first user" screen offers no role field (only platform admins may set
 * roles), so the role is added here, whoever creates that first account.
 */
export const firstUserIsPlatformAdmin: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const { totalDocs } = await req.payload.count({ collection: 'users', overrideAccess: true, req })
  if (totalDocs > 0) return data
  const roles = new Set<string>([...((data.roles as string[] | undefined) ?? []), ...GLOBAL_ROLES])
  return { ...data, roles: [...roles] }
}
