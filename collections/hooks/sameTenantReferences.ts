import type { CollectionBeforeValidateHook, CollectionConfig, CollectionSlug, Field, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'
import { idOf } from '@tenants/roles'

type Reference = { path: string; collection: CollectionSlug; id: string }

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]

/** Every relationship/upload value in `data` that points into a tenant-scoped collection, with its field path. */
function referencesIn(fields: Field[], data: unknown, scoped: ReadonlySet<string>, prefix = ''): Reference[] {
  if (!data || typeof data !== 'object') return []
  const values = data as Record<string, unknown>
  const found: Reference[] = []
  for (const field of fields) {
    if (field.type === 'row' || field.type === 'collapsible') {
      found.push(...referencesIn(field.fields, data, scoped, prefix))
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const named = 'name' in tab && tab.name
        found.push(
          ...referencesIn(
            tab.fields,
            named ? values[tab.name!] : data,
            scoped,
            named ? `${prefix}${tab.name}.` : prefix,
          ),
        )
      }
    } else if (!('name' in field) || !field.name) {
      continue
    } else if (field.type === 'group') {
      found.push(...referencesIn(field.fields, values[field.name], scoped, `${prefix}${field.name}.`))
    } else if (field.type === 'array') {
      asArray(values[field.name]).forEach((row, i) =>
        found.push(...referencesIn(field.fields, row, scoped, `${prefix}${field.name}.${i}.`)),
      )
    } else if (field.type === 'blocks') {
      asArray(values[field.name]).forEach((row, i) => {
        const block = field.blocks.find((b) => b.slug === (row as { blockType?: string })?.blockType)
        if (block) found.push(...referencesIn(block.fields, row, scoped, `${prefix}${field.name}.${i}.`))
      })
    } else if (field.type === 'richText') {
      found.push(...richTextReferences(values[field.name], scoped, `${prefix}${field.name}`))
    } else if ((field.type === 'relationship' || field.type === 'upload') && !Array.isArray(field.relationTo)) {
      if (!scoped.has(field.relationTo)) continue
      for (const value of asArray(values[field.name])) {
        const id = idOf(value as Parameters<typeof idOf>[0])
        if (id !== null)
          found.push({ path: `${prefix}${field.name}`, collection: field.relationTo as CollectionSlug, id })
      }
    }
  }
  return found
}

/**
 * References inside Lexical rich text: upload and relationship nodes (`relationTo`, `value`)
 * and internal links (`fields.doc`). They are populated on the public page like any field.
 */
function richTextReferences(value: unknown, scoped: ReadonlySet<string>, path: string): Reference[] {
  const found: Reference[] = []
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const n = node as {
      type?: string
      relationTo?: unknown
      value?: unknown
      fields?: { doc?: unknown }
      children?: unknown[]
      root?: unknown
    }
    const refs = [n.type === 'upload' || n.type === 'relationship' ? n : null, n.fields?.doc as typeof n | undefined]
    for (const ref of refs) {
      if (ref && typeof ref.relationTo === 'string' && scoped.has(ref.relationTo)) {
        const id = idOf(ref.value as Parameters<typeof idOf>[0])
        if (id !== null) found.push({ path, collection: ref.relationTo as CollectionSlug, id })
      }
    }
    if (n.root) visit(n.root)
    for (const child of Array.isArray(n.children) ? n.children : []) visit(child)
  }
  visit(value)
  return found
}

async function foreignReferences(references: Reference[], tenant: string, req: PayloadRequest): Promise<Reference[]> {
  const foreign: Reference[] = []
  const byCollection = new Map<CollectionSlug, Reference[]>()
  for (const ref of references) byCollection.set(ref.collection, [...(byCollection.get(ref.collection) ?? []), ref])
  for (const [collection, refs] of byCollection) {
    const { docs } = await req.payload.find({
      collection,
      where: { and: [{ id: { in: refs.map((r) => r.id) } }, { tenant: { equals: tenant } }] },
      select: {},
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      draft: true,
      req,
    })
    const ours = new Set(docs.map((doc) => String(doc.id)))
    foreign.push(...refs.filter((ref) => !ours.has(ref.id)))
  }
  return foreign
}

/**
 * Tenant isolation for references: a dealer's document may only point at models, media,
 * locations ... of the same dealer. The admin's pickers are already filtered by the selected
 * tenant, but the REST and Local APIs accept any id, and public pages populate references,
 * so this is enforced on every save.
 */
export function sameTenantReferences(scoped: ReadonlySet<string>): CollectionBeforeValidateHook {
  return async ({ collection, data, originalDoc, req }) => {
    const tenant = idOf((data?.tenant ?? originalDoc?.tenant) as Parameters<typeof idOf>[0])
    if (tenant === null || !data) return data
    const references = referencesIn(collection.fields, data, scoped)
    if (references.length === 0) return data
    const foreign = await foreignReferences(references, tenant, req)
    if (foreign.length) {
      throw new ValidationError({
        collection: collection.slug,
        errors: foreign.map((ref) => ({
          path: ref.path,
          message: 'This item belongs to another dealer site or no longer exists. Choose one of this site’s own.',
        })),
      })
    }
    return data
  }
}

/** Adds the same-tenant reference check to a tenant-scoped collection. */
export function withSameTenantReferences(scoped: ReadonlySet<string>) {
  const hook = sameTenantReferences(scoped)
  return (collection: CollectionConfig): CollectionConfig =>
    scoped.has(collection.slug)
      ? {
          ...collection,
          hooks: { ...collection.hooks, beforeValidate: [...(collection.hooks?.beforeValidate ?? []), hook] },
        }
      : collection
}
