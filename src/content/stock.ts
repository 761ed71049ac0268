import type { Tenant } from '@/payload-types'
import { contentTag } from '@tenants/cacheTags'
import { cacheRenderUntil, renderDependsOn } from './cached'

/** How long a page rendered during a search outage stays cached before it tries again. */
const AFTER_SEARCH_FAILURE_MS = 60_000

/**
 * A stock read for a page block: live from the search engine, with the page expiring when the
 * dealer's stock changes (feed import or CMS edit). A search outage leaves the rest of the page
 * standing: the read gives null, the error is logged, and the page is cached for a minute only.
 */
export async function stockForPage<T>(tenant: Pick<Tenant, 'id'>, what: string, read: () => Promise<T>): Promise<T | null> {
  await renderDependsOn([contentTag(tenant.id, 'stock')])
  try {
    return await read()
  } catch (error) {
    console.error(`${what}: search failed`, error)
    const now = new Date()
    await cacheRenderUntil(new Date(now.getTime() + AFTER_SEARCH_FAILURE_MS), now)
    return null
  }
}
