import type { Access, CollectionConfig, FieldAccess, PayloadRequest, Where } from 'payload'
import { platformAdminOrigin } from '@/config/platform'
import { platformAdminField } from '@tenants/roles'
import {
  GLOBAL_ROLES,
  idOf,
  isPlatformAdmin,
  tenantIdsWithRole,
  TENANT_ADMIN_ROLES,
  type RoleBearer,
} from '@tenants/roles'
import { firstUserIsPlatformAdmin } from './hooks/firstUserIsPlatformAdmin'
import { guardTenantAssignments } from './hooks/guardTenantAssignments'
import { clearSignInCount, limitSignIns } from './hooks/loginRateLimit'

const actor = (req: { user?: unknown }) => (req.user ?? null) as RoleBearer | null

/** Yourself, plus (for dealer-admins) the staff of the dealers you administer: who you may see. */
const selfOrAdministeredStaff: Access = ({ req }) => {
  const user = actor(req)
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  const self: Where = { id: { equals: user.id } }
  const administered = tenantIdsWithRole(user, TENANT_ADMIN_ROLES)
  return administered.length ? { or: [self, { 'tenants.tenant': { in: administered } }] } : self
}

/**
 * Who a dealer-admin may change, lock out or delete: staff whose every role is on a dealer
 * they administer. A colleague who is also dealer-admin (or anything) elsewhere, or a
 * platform admin, is someone else's to manage: changing their password or e-mail would
 * hand over the other dealer. Decided on the stored users (a query cannot say "every row").
 */
async function manageableStaffIds(req: PayloadRequest, administered: string[]): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { 'tenants.tenant': { in: administered } },
    select: { roles: true, tenants: true },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const mine = new Set(administered)
  return docs
    .filter(
      (staff) =>
        !isPlatformAdmin(staff as RoleBearer) && (staff.tenants ?? []).every((row) => mine.has(idOf(row.tenant) ?? '')),
    )
    .map((staff) => String(staff.id))
}

const manageable =
  ({ includeSelf }: { includeSelf: boolean }): Access =>
  async ({ req }) => {
    const user = actor(req)
    if (!user) return false
    if (isPlatformAdmin(user)) return true
    const administered = tenantIdsWithRole(user, TENANT_ADMIN_ROLES)
    const others = administered.length
      ? (await manageableStaffIds(req, administered)).filter((id) => id !== String(user.id))
      : []
    const ids = includeSelf ? [String(user.id), ...others] : others
    return ids.length ? { id: { in: ids } } : false
  }

/** Nobody changes their own tenant list or roles unless they are a platform admin. */
export const canAssignTenantRoles: FieldAccess = ({ req, id }) => {
  const user = actor(req)
  if (isPlatformAdmin(user)) return true
  if (!user || tenantIdsWithRole(user, TENANT_ADMIN_ROLES).length === 0) return false
  return id === undefined || String(id) !== String(user.id)
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff user', plural: 'Staff users' },
  auth: {
    tokenExpiration: 8 * 60 * 60,
    // No lock after wrong passwords (anyone could lock a staff member out): sign-ins are
    // rate-limited per address and account instead (hooks/loginRateLimit.ts).
    maxLoginAttempts: 0,
    // Payload reserves each reset request with a write outside the request's own transaction,
    // which waits on that transaction forever on SQLite (one writer): "database is locked".
    // Reset requests are rate-limited per account and address instead (hooks/loginRateLimit.ts).
    forgotPassword: { minRequestInterval: 0 },
    // Secure wherever the admin is served over https (production); Lax keeps other sites'
    // forms from carrying the session.
    cookies: { secure: platformAdminOrigin()?.startsWith('https:') ?? false, sameSite: 'Lax' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles', 'updatedAt'],
    group: 'Platform',
    // In the menu of those who manage staff: platform admins and dealer-admins (everyone keeps their own account page).
    hidden: ({ user }) => {
      const staff = user as RoleBearer | null
      return !isPlatformAdmin(staff) && tenantIdsWithRole(staff, TENANT_ADMIN_ROLES).length === 0
    },
  },
  access: {
    read: selfOrAdministeredStaff,
    update: manageable({ includeSelf: true }),
    create: ({ req }) => {
      const user = actor(req)
      return isPlatformAdmin(user) || tenantIdsWithRole(user, TENANT_ADMIN_ROLES).length > 0
    },
    delete: manageable({ includeSelf: false }),
  },
  hooks: {
    beforeChange: [firstUserIsPlatformAdmin, guardTenantAssignments],
    beforeOperation: [limitSignIns],
    afterLogin: [clearSignInCount],
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'roles',
      label: 'Platform roles',
      type: 'select',
      hasMany: true,
      options: GLOBAL_ROLES.map((role) => ({ label: 'Platform admin', value: role })),
      access: { create: platformAdminField, update: platformAdminField },
      admin: { position: 'sidebar', description: 'Platform admins manage every dealer site.' },
    },
    // The `tenants` array (dealer site + roles per row) is added by the multi-tenant plugin.
  ],
}
