import { revalidateTag } from 'next/cache'
import { reportExpiredTags } from '@/lib/pageResponseCache.mjs'

/**
 * Cache tags of the public sites, namespaced by tenant so one dealer's edit never
 * invalidates another dealer's pages. Cached reads attach them; the CMS's afterChange
 * hooks expire them (collections/hooks/revalidate.ts).
 */
type Id = string | number

/** Host -> tenant lookups; expired when any site's domains or settings change. */
export const SITES_TAG = 'sites'
/** Shared manufacturers (every tenant). */
export const MANUFACTURERS_TAG = 'manufacturers'

/** Everything of one tenant: its settings, and media that any of its content may show. */
export const tenantTag = (tenant: Id) => `t:${tenant}`
/** One kind of tenant content, named after its collection (offers, locations, navigation, ...). */
export const contentTag = (tenant: Id, collection: string) => `t:${tenant}:${collection}`
/** One page of a tenant by slug. */
export const pageTag = (tenant: Id, slug: string) => `t:${tenant}:page:${slug}`

/** Expires tags at once (the next visit renders fresh content). Outside a Next server (seed, CLI, tests) there is no cache. */
export function expireTags(tags: string[]) {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      if (!(error instanceof Error && /static generation store missing/i.test(error.message))) throw error
    }
  }
  // The production server's kept search pages (scripts/server.mjs) go too.
  reportExpiredTags(tags)
}
