import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { idOf, isPlatformAdmin, tenantIdsWithRole, TENANT_ADMIN_ROLES, type RoleBearer } from '@tenants/roles'

type Row = NonNullable<RoleBearer['tenants']>[number]

const rowKey = (row: Row) => `${idOf(row.tenant)}:${[...(row.roles ?? [])].sort().join(',')}`

/**
 * A dealer-admin manages staff of the dealers they administer and nothing else: rows
 * for other tenants must come through unchanged, and new rows may only name their own
 * tenants. Platform admins and server-side scripts (no user) are not limited.
 */
export const guardTenantAssignments: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  const actor = req.user as RoleBearer | null
  if (!actor || isPlatformAdmin(actor) || !Array.isArray(data.tenants)) return data
  const administered = new Set(tenantIdsWithRole(actor, TENANT_ADMIN_ROLES))
  const outside = (rows: Row[] | null | undefined) =>
    (rows ?? [])
      .filter((row) => !administered.has(idOf(row.tenant) ?? ''))
      .map(rowKey)
      .sort()

  const before = outside((originalDoc as RoleBearer | undefined)?.tenants)
  const after = outside(data.tenants as Row[])
  const unchanged = before.length === after.length && before.every((key, i) => key === after[i])
  if (!unchanged) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'tenants', message: 'You can only assign roles for the dealer sites you administer.' }],
    })
  }
  if (operation === 'create' && (data.tenants as Row[]).length === 0) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'tenants', message: 'Give the new user a role on at least one of your dealer sites.' }],
    })
  }
  return data
}
