import type { FieldAccess } from 'payload'
import { idOf, type IdLike, type Relation } from '@/domain/ids'
/**
 * Who may do what. One global role (platform-admin) and three per-tenant roles held on
 * each row of the user's `tenants` array. Ids are compared as strings so the rules hold
 * for SQLite's numeric ids and MongoDB's ObjectId strings alike.
 */
export const GLOBAL_ROLES = ['platform-admin'] as const
export const TENANT_ROLES = ['dealer-admin', 'editor', 'viewer'] as const
export type GlobalRole = (typeof GLOBAL_ROLES)[number]
export type TenantRole = (typeof TENANT_ROLES)[number]

/** Roles that may change a tenant's content. */
export const CONTENT_EDITOR_ROLES: readonly TenantRole[] = ['dealer-admin', 'editor']
/** Roles that may manage the tenant itself and its staff. */
export const TENANT_ADMIN_ROLES: readonly TenantRole[] = ['dealer-admin']

export { idOf }

/** The parts of a user the rules read; matches the generated `User` type. */
export type RoleBearer = {
  id: IdLike
  roles?: (GlobalRole | string)[] | null
  tenants?: { tenant?: Relation; roles?: (TenantRole | string)[] | null }[] | null
}

export const isPlatformAdmin = (user: RoleBearer | null | undefined): boolean =>
  Boolean(user?.roles?.includes('platform-admin'))

/** Tenant ids where the user holds at least one of `roles` (any role when omitted). */
export function tenantIdsWithRole(
  user: RoleBearer | null | undefined,
  roles: readonly TenantRole[] = TENANT_ROLES,
): string[] {
  const ids = new Set<string>()
  for (const row of user?.tenants ?? []) {
    const id = idOf(row.tenant)
    if (id && row.roles?.some((role) => (roles as readonly string[]).includes(role))) ids.add(id)
  }
  return [...ids]
}

export const hasTenantRole = (
  user: RoleBearer | null | undefined,
  tenant: Relation,
  roles: readonly TenantRole[],
): boolean => {
  const id = idOf(tenant)
  return id !== null && tenantIdsWithRole(user, roles).includes(id)
}

/** Field access for fields only a platform admin may set (a dealer's feed source, its push token). */
export const platformAdminField: FieldAccess = ({ req }) => isPlatformAdmin(req.user as RoleBearer | null)
