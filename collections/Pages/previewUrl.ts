import type { PayloadRequest } from 'payload'
import { pagePath } from '@/domain/pagePaths'
import { previewQuery } from '@tenants/previewToken'
import { siteOrigin } from '@tenants/siteUrl'
import { hasTenantRole, idOf, isPlatformAdmin, TENANT_ROLES, type RoleBearer } from '@tenants/roles'

/**
 * A signed link that opens the page's latest draft on its own dealer's host. Used for the
 * admin's Preview button and for Live Preview (the same page, refreshed on every save).
 * Signed only for staff of that dealer: the admin's form-state function builds it from
 * whatever document data it is sent, and the link opens drafts.
 */
export async function pagePreviewUrl(doc: Record<string, unknown>, req: PayloadRequest): Promise<string | null> {
  const tenantId = idOf(doc.tenant as Parameters<typeof idOf>[0])
  if (tenantId === null || !doc.slug) return null
  const user = req.user as RoleBearer | null
  if (!isPlatformAdmin(user) && !hasTenantRole(user, tenantId, TENANT_ROLES)) return null
  const tenant = await req.payload.findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (!tenant) return null
  return `${siteOrigin(tenant)}/api/preview?${previewQuery(req.payload.secret, tenant.id, pagePath(doc.slug))}`
}
