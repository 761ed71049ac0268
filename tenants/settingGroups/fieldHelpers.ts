import type { Field, FieldAccess } from 'payload'
import { hasTenantRole, isPlatformAdmin, TENANT_ADMIN_ROLES, type RoleBearer } from '../roles'

/** Fields side by side in the admin. */
export const row = (...fields: Field[]): Field => ({ type: 'row', fields })

/** A yes/no setting with its default and what it does. */
export const checkbox = (name: string, defaultValue: boolean, description: string, label?: string): Field => ({
  name,
  type: 'checkbox',
  defaultValue,
  ...(label ? { label } : {}),
  admin: { description },
})

/** A setting only the dealer's admins and the platform admin may use (read or change, as given). */
export const dealerAdmins: FieldAccess = ({ req, doc }) =>
  isPlatformAdmin(req.user as RoleBearer | null) ||
  (doc ? hasTenantRole(req.user as RoleBearer | null, doc.id as string | number, TENANT_ADMIN_ROLES) : false)
