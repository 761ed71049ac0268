import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'
import { contentTag, MANUFACTURERS_TAG, pageTag, SITES_TAG, tenantTag } from '@tenants/cacheTags'
import { expireTagsEverywhere } from '@/cache/sharedExpiry'
import { idOf } from '@tenants/roles'

/**
 * What a change to one collection makes stale, beyond its own tag: models appear in
 * offers, reviews feed location ratings, rich text links to pages, offers and models, media
 * can appear anywhere on the tenant's site.
 */
const ALSO_STALE: Record<string, string[]> = {
  // Rich text and the header menu link to pages, offers and models by reference (src/domain/internalLinks.ts).
  pages: ['offers', 'legal-pages', 'navigation', 'car-page-tabs'],
  offers: ['pages', 'legal-pages', 'navigation', 'car-page-tabs'],
  models: ['offers', 'navigation', 'pages', 'legal-pages', 'car-page-tabs'],
  reviews: ['locations'],
  'service-prices': ['models'],
}

type Doc = Record<string, unknown> & { id?: string | number; tenant?: unknown; slug?: unknown }

/** Tags a changed document makes stale; `doc` and `previousDoc` both count (a slug or tenant may have moved). */
export async function staleTags(collection: string, docs: (Doc | undefined)[], req: PayloadRequest): Promise<string[]> {
  const tags = new Set<string>()
  const present = docs.filter((doc): doc is Doc => Boolean(doc))
  if (collection === 'tenants') {
    tags.add(SITES_TAG)
    for (const doc of present) if (doc.id !== undefined) tags.add(tenantTag(doc.id))
    return [...tags]
  }
  if (collection === 'manufacturers') return [MANUFACTURERS_TAG]

  for (const doc of present) {
    const tenant = idOf(doc.tenant as Parameters<typeof idOf>[0])
    if (tenant === null) continue
    if (collection === 'media') tags.add(tenantTag(tenant))
    // Cars are the dealer's stock: one tag for every stock view (grids, search, vehicle pages).
    tags.add(contentTag(tenant, collection === 'cars' ? 'stock' : collection))
    for (const dependent of ALSO_STALE[collection] ?? []) tags.add(contentTag(tenant, dependent))
    if (collection === 'pages' && typeof doc.slug === 'string') tags.add(pageTag(tenant, doc.slug))
    if (collection === 'offers' && doc.shareWithGroup) {
      // A group's shared offer also shows on every member site.
      const { docs: members } = await req.payload.find({
        collection: 'tenants',
        where: { dealerGroup: { equals: tenant } },
        select: {},
        depth: 0,
        limit: 0,
        pagination: false,
        overrideAccess: true,
        req,
      })
      for (const member of members) tags.add(contentTag(member.id, 'offers'))
    }
  }
  return [...tags]
}

const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, req, context }) => {
  if (!context.disableRevalidate) await expireTagsEverywhere(await staleTags(collection.slug, [doc, previousDoc], req))
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req, context }) => {
  if (!context.disableRevalidate) await expireTagsEverywhere(await staleTags(collection.slug, [doc], req))
  return doc
}

/** Adds revalidation of the public sites' cache tags to a collection. */
export function withRevalidation(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), afterChange],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), afterDelete],
    },
  }
}
