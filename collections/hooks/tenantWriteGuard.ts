import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { Forbidden } from 'payload'
import { CONTENT_EDITOR_ROLES, hasTenantRole, idOf, isPlatformAdmin, type RoleBearer } from '@tenants/roles'

type Relation = Parameters<typeof idOf>[0]

/**
 * Whose dealer a write lands in is decided here, after the multi-tenant plugin has filled the
 * tenant (from the body, or from the admin's `payload-tenant` cookie when the body names
 * none). Collection access alone cannot see that final value: it answers "may this user
 * create anything?" and a viewer of one dealer who edits another passed it. So every create,
 * and every change of a document's tenant, needs an editing role IN THE TARGET tenant (and,
 * on a move, in the one it leaves), whatever the body, cookie or header said.
 * Server-side writes without a user (imports, seeds, the lead endpoint) are not limited.
 */
export const tenantWriteGuard: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const user = req.user as RoleBearer | null
  if (!user || isPlatformAdmin(user)) return data
  const target = idOf((data?.tenant ?? originalDoc?.tenant) as Relation)
  const source = operation === 'update' ? idOf(originalDoc?.tenant as Relation) : null
  const moving = operation === 'update' && target !== source
  if (operation === 'create' || moving) {
    const allowed =
      target !== null &&
      hasTenantRole(user, target, CONTENT_EDITOR_ROLES) &&
      (!moving || hasTenantRole(user, source, CONTENT_EDITOR_ROLES))
    if (!allowed) throw new Forbidden(req.t)
  }
  return data
}

/** Adds the target-tenant role check to a tenant-scoped collection (first, before any other beforeChange work). */
export function withTenantWriteGuard(scoped: ReadonlySet<string>) {
  return (collection: CollectionConfig): CollectionConfig =>
    scoped.has(collection.slug)
      ? {
          ...collection,
          hooks: { ...collection.hooks, beforeChange: [tenantWriteGuard, ...(collection.hooks?.beforeChange ?? [])] },
        }
      : collection
}
