import type { Access, PayloadRequest, Where } from 'payload'
import type { Tenant } from '@/payload-types'
import { findTenantByHost, publishedContentOf } from '@tenants/resolveTenant'
import { CONTENT_EDITOR_ROLES, idOf, isPlatformAdmin, tenantIdsWithRole, type RoleBearer } from '@tenants/roles'

const actor = (req: PayloadRequest) => req.user as RoleBearer | null

const inTenants = (ids: string[], path = 'tenant'): Where => ({ [path]: { in: ids } })

/** No document at all (an empty result, not "forbidden": the site's own reads stay simple). */
export const NO_DOCUMENTS: Where = { id: { exists: false } }

/**
 * Dated content a visitor sees now: started (or no start) and not yet ended (or no end),
 * the query form of isWithinDates in src/domain/dates.ts.
 */
export const runningNow =
  (start: string, end: string) =>
  (now: Date): Where => ({
    and: [
      { or: [{ [start]: { exists: false } }, { [start]: { less_than_equal: now.toISOString() } }] },
      { or: [{ [end]: { exists: false } }, { [end]: { greater_than: now.toISOString() } }] },
    ],
  })

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
  /** What of the tenant's published documents its site shows (visible locations, running offers, ...), decided per request. */
  publicWhere?: Where | ((now: Date) => Where)
  /** Replaces "published documents of this tenant" where a site also shows others' content (group offers) or less of its own. */
  publicScope?: (tenant: Tenant, req: PayloadRequest) => Where | Promise<Where>
}) {
  const read: Access = async ({ req }) => {
    if (req.user) return true
    const tenant = await findTenantByHost(req.payload, req.headers.get('host'))
    if (!tenant) return false
    const published = publicScope ? await publicScope(tenant, req) : publishedContentOf(tenant.id, hasDrafts)
    const shown = typeof publicWhere === 'function' ? publicWhere(new Date()) : publicWhere
    return shown ? { and: [published, shown] } : published
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
