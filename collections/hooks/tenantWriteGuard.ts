import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook, CollectionConfig } from 'payload'
import { Forbidden, ValidationError } from 'payload'
import {
  CONTENT_EDITOR_ROLES,
  hasTenantRole,
  idOf,
  isPlatformAdmin,
  tenantIdsWithRole,
  type RoleBearer,
} from '@tenants/roles'

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

const CHOOSE_DEALER_MESSAGE = 'Choose the dealer site this belongs to.'

/**
 * A create that names no dealer (no tenant in the body and no dealer picked in the admin yet:
 * a create form opened before the dashboard set its cookie, or an API call) lands in the one
 * dealer the user edits; a user who edits several is asked to choose (400) rather than refused.
 * It runs before validation, so the per-dealer checks (unique slugs, one navigation) see it.
 */
export const tenantOfSingleDealerEditor: CollectionBeforeValidateHook = ({ data, operation, req, collection }) => {
  const user = req.user as RoleBearer | null
  if (operation !== 'create' || !data || !user || isPlatformAdmin(user) || idOf(data.tenant) !== null) return data
  const editable = tenantIdsWithRole(user, CONTENT_EDITOR_ROLES)
  if (editable.length > 1)
    throw new ValidationError({
      collection: collection.slug,
      errors: [{ path: 'tenant', message: CHOOSE_DEALER_MESSAGE }],
    })
  // The id as the user's row holds it (a number on SQLite, a string on MongoDB).
  const row = user.tenants?.find((entry) => idOf(entry.tenant) === editable[0])
  if (!row?.tenant) return data
  return { ...data, tenant: typeof row.tenant === 'object' ? row.tenant.id : row.tenant }
}

/** Adds the dealer a create defaults to and the target-tenant role check to a tenant-scoped collection (each first in its phase). */
export function withTenantWriteGuard(scoped: ReadonlySet<string>) {
  return (collection: CollectionConfig): CollectionConfig =>
    scoped.has(collection.slug)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeValidate: [tenantOfSingleDealerEditor, ...(collection.hooks?.beforeValidate ?? [])],
            beforeChange: [tenantWriteGuard, ...(collection.hooks?.beforeChange ?? [])],
          },
        }
      : collection
}
