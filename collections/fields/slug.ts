import type { CollectionBeforeValidateHook, TextField } from 'payload'
import { ValidationError } from 'payload'
import { isSlug, SLUG_RULE_MESSAGE, slugify } from '@/domain/slug'
import { idOf } from '@tenants/roles'

/** The slug rule as a field validation: empty (derived later) or lowercase letters, digits and single hyphens. */
export const validSlug = (value: unknown): true | string =>
  value === undefined || value === null || value === '' || isSlug(value) ? true : SLUG_RULE_MESSAGE

/** A URL slug, derived from `from` when left empty. Unique per tenant: see `uniqueSlugPerTenant`. */
export function slugField(from: string, overrides: Partial<TextField> = {}): TextField {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    index: true,
    admin: {
      position: 'sidebar',
      description: `Its web address, made from the ${from} when you save. Unlock it to write your own.`,
      // Payload's slug input: follows the source field until staff unlock it, with a Generate button.
      components: { Field: { path: '@payloadcms/next/client#SlugField', clientProps: { useAsSlug: from } } },
    },
    // The Generate button asks the server (Payload's slugify server function) for the slug by our rule.
    custom: { slugify: ({ valueToSlugify }: { valueToSlugify?: unknown }) => slugify(String(valueToSlugify ?? '')) },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim()) return value.trim()
          const source = data?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: validSlug,
    ...overrides,
  } as TextField
}

/**
 * Slugs are unique within a tenant, not across the platform: two dealers may both
 * have /about-us. Runs as a collection hook so drafts (which skip field validation)
 * are checked too; a compound database index backs it up.
 */
export function uniqueSlugPerTenant(label: string): CollectionBeforeValidateHook {
  return async ({ data, originalDoc, req, collection }) => {
    const slug = data?.slug ?? originalDoc?.slug
    const tenant = idOf(data?.tenant ?? originalDoc?.tenant)
    if (typeof slug !== 'string' || !slug || tenant === null) return data
    const { totalDocs } = await req.payload.count({
      collection: collection.slug as 'pages',
      where: {
        and: [
          { slug: { equals: slug } },
          { tenant: { equals: tenant } },
          ...(originalDoc?.id !== undefined ? [{ id: { not_equals: originalDoc.id } }] : []),
        ],
      },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) {
      throw new ValidationError({
        collection: collection.slug,
        errors: [
          { path: 'slug', message: `This dealer already has a ${label} with the slug "${slug}". Choose another slug.` },
        ],
      })
    }
    return data
  }
}
