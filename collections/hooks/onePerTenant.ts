import type { CollectionBeforeValidateHook, CollectionSlug, Where } from 'payload'
import { ValidationError } from 'payload'
import { idOf } from '@tenants/roles'

/**
 * At most one document per tenant (or per tenant and value of `field`), with a message
 * that says which one to edit instead, rather than a database constraint error.
 */
export function onePerTenant(
  collection: CollectionSlug,
  message: (value?: string) => string,
  field?: string,
): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req }) => {
    const merged = { ...originalDoc, ...data }
    const tenant = idOf(merged.tenant)
    if (tenant === null) return data
    const conditions: Where[] = [{ tenant: { equals: tenant } }]
    if (field) conditions.push({ [field]: { equals: merged[field] } })
    if (originalDoc?.id !== undefined) conditions.push({ id: { not_equals: originalDoc.id } })
    const { totalDocs } = await req.payload.count({ collection, where: { and: conditions }, overrideAccess: true, req })
    if (totalDocs > 0) {
      throw new ValidationError({
        collection,
        errors: [{ path: field ?? 'tenant', message: message(field ? String(merged[field]) : undefined) }],
      })
    }
    return data
  }
}
