import type { Access, PayloadRequest, Where } from 'payload'
import type { Tenant } from '@/payload-types'
import { findTenantByHost, publishedContentOf } from '@tenants/resolveTenant'
import { CONTENT_EDITOR_ROLES, idOf, isPlatformAdmin, tenantIdsWithRole, type RoleBearer } from './roles'

const actor = (req: PayloadRequest) => req.user as RoleBearer | null

const inTenants = (ids: string[], path = 'tenant'): Where => ({ [path]: { in: ids } })

/**
 * Access for documents that belong to one tenant (pages, media, ...).
 *
 * Signed-in staff: the multi-tenant plugin adds "tenant in my tenants" to every result
 * below; these rules add the role on top (viewers read, editors and dealer-admins write).
 * Anonymous visitors: the plugin does not scope them, so read is limited here to the
 * published documents of the tenant the request's host names (narrowed by `publicWhere`,
 * for example visible locations only), and nothing else.
 */
export function tenantContentAccess({
  hasDrafts,
  publicWhere,
  publicScope,
}: {
  hasDrafts: boolean
  publicWhere?: Where
  /** Replaces "published documents of this tenant" where a site also shows others' content (group offers). */
  publicScope?: (tenant: Tenant) => Where
}) {
  const read: Access = async ({ req }) => {
    if (req.user) return true
    const tenant = await findTenantByHost(req.payload, req.headers.get('host'))
    if (!tenant) return false
    const published = publicScope ? publicScope(tenant) : publishedContentOf(tenant.id, hasDrafts)
    return publicWhere ? { and: [published, publicWhere] } : published
  }

  // Versions hold the document under `version`, so their tenant constraint names that path.
  const writeScoped =
    (tenantPath: string): Access =>
    ({ req, data }) => {
      const user = actor(req)
      if (!user) return false
      if (isPlatformAdmin(user)) return true
      const editable = tenantIdsWithRole(user, CONTENT_EDITOR_ROLES)
      if (editable.length === 0) return false
      const target = idOf((data as { tenant?: string | number | { id: string | number } } | undefined)?.tenant)
      if (target !== null && !editable.includes(target)) return false
      return inTenants(editable, tenantPath)
    }
  const write = writeScoped('tenant')

  // Create cannot be answered with a query: decide on the submitted tenant when there is one,
  // otherwise (the admin asking whether to show "Create new") on having any editing role.
  const create: Access = ({ req, data }) => {
    const result = write({ req, data })
    return result !== false
  }

  return { read, create, update: write, delete: write, readVersions: writeScoped('version.tenant') }
}
