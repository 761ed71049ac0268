import type { Access, PayloadRequest } from 'payload'
import { isPlatformAdmin, tenantIdsWithRole, type RoleBearer } from '@tenants/roles'

/** Every role of the dealer reads its imports; the platform admin all; visitors never. */
const dealerStaff: Access = ({ req }) => {
  const user = req.user as RoleBearer | null
  if (!user) return false
  if (isPlatformAdmin(user)) return true
  const tenants = tenantIdsWithRole(user)
  return tenants.length ? { tenant: { in: tenants } } : false
}

/** The stock sync writes these records (Local API with overrideAccess); nobody edits history. */
const nobody = (_: { req: PayloadRequest }) => false

export const stockImportAccess = { read: dealerStaff, create: nobody, update: nobody, delete: nobody }
