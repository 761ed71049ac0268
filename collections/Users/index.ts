import type { Access, CollectionConfig, FieldAccess, Where } from 'payload'
import { platformAdminField } from '../access/platform'
import { GLOBAL_ROLES, isPlatformAdmin, tenantIdsWithRole, TENANT_ADMIN_ROLES, type RoleBearer } from '../access/roles'
import { guardTenantAssignments } from './hooks/guardTenantAssignments'

const actor = (req: { user?: unknown }) => (req.user ?? null) as RoleBearer | null

/** Yourself, plus (for dealer-admins) the staff of the dealers you administer. */
const selfOrAdministeredStaff: Access = ({ req }) => {
  const user = actor(req)
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  const self: Where = { id: { equals: user.id } }
  const administered = tenantIdsWithRole(user, TENANT_ADMIN_ROLES)
  return administered.length ? { or: [self, { 'tenants.tenant': { in: administered } }] } : self
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
    maxLoginAttempts: 10,
    lockTime: 10 * 60 * 1000,
  },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'roles', 'updatedAt'], group: 'Platform' },
  access: {
    read: selfOrAdministeredStaff,
    update: selfOrAdministeredStaff,
    create: ({ req }) => {
      const user = actor(req)
      return isPlatformAdmin(user) || tenantIdsWithRole(user, TENANT_ADMIN_ROLES).length > 0
    },
    delete: ({ req }) => {
      const user = actor(req)
      if (!user) return false
      if (isPlatformAdmin(user)) return true
      const administered = tenantIdsWithRole(user, TENANT_ADMIN_ROLES)
      if (administered.length === 0) return false
      const staffOfMine: Where = { 'tenants.tenant': { in: administered } }
      const notMe: Where = { id: { not_equals: user.id } }
      return { and: [staffOfMine, notMe] }
    },
  },
  hooks: { beforeChange: [guardTenantAssignments] },
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
