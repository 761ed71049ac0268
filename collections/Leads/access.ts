import type { Access, PayloadRequest } from 'payload'
import {
  CONTENT_EDITOR_ROLES,
  isPlatformAdmin,
  TENANT_ADMIN_ROLES,
  TENANT_ROLES,
  tenantIdsWithRole,
  type RoleBearer,
  type TenantRole,
} from '@tenants/roles'

const actor = (req: PayloadRequest) => req.user as RoleBearer | null

/** Staff of the lead's dealer with one of these roles; the platform admin everywhere; visitors never. */
const staffWith =
  (roles: readonly TenantRole[]): Access =>
  ({ req }) => {
    const user = actor(req)
    if (!user) return false
    if (isPlatformAdmin(user)) return true
    const tenants = tenantIdsWithRole(user, roles)
    return tenants.length ? { tenant: { in: tenants } } : false
  }

/**
 * Leads hold visitors' personal details. Only the site's lead endpoint creates them (as the
 * server, after validating the form); every dealer role reads its own dealer's leads, editors
 * and dealer admins update their follow-up status, dealer admins delete them.
 */
export const leadAccess = {
  read: staffWith(TENANT_ROLES),
  create: ({ req }: { req: PayloadRequest }) => isPlatformAdmin(actor(req)),
  update: staffWith(CONTENT_EDITOR_ROLES),
  delete: staffWith(TENANT_ADMIN_ROLES),
}
