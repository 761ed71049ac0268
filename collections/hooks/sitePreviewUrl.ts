import type { SitePathOf } from '../fields/siteAddresses'
import type { PayloadRequest } from 'payload'
import { previewQuery } from '@tenants/previewToken'
import { previewOrigin } from '@tenants/siteUrl'
import { hasTenantRole, idOf, isPlatformAdmin, TENANT_ROLES, type RoleBearer } from '@tenants/roles'

/**
 * The admin's Preview button and Live Preview for a dealer-site document: a signed link that
 * opens the document's page on the platform's own host for that dealer (previewOrigin), in preview (the latest draft, where the
 * collection has drafts, refreshed on every save). Signed only for staff of that dealer: the
 * admin's form-state function builds it from whatever document data it is sent, and the link
 * opens drafts.
 */
export function sitePreviewUrl(pathOf: SitePathOf) {
  return async (doc: Record<string, unknown>, req: PayloadRequest): Promise<string | null> => {
    const tenantId = idOf(doc.tenant as Parameters<typeof idOf>[0])
    const path = pathOf(doc)
    if (tenantId === null || !path?.startsWith('/')) return null
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
    return `${previewOrigin(tenant)}/api/preview?${previewQuery(req.payload.secret, tenant.id, path)}`
  }
}

/** Preview and Live Preview settings of a collection whose documents are pages of a dealer site. */
export function sitePreview(pathOf: SitePathOf) {
  const url = sitePreviewUrl(pathOf)
  return {
    preview: (doc: Record<string, unknown>, { req }: { req: PayloadRequest }) => url(doc, req),
    livePreview: { url: ({ data, req }: { data: Record<string, unknown>; req: PayloadRequest }) => url(data, req) },
  }
}
