import type { Tenant } from '@/payload-types'
import { contentTag } from '@tenants/cacheTags'
import type { SearchDocument } from '@/search/document'
import { cacheRenderUntil, cacheRenderUntilNextChange, renderDependsOn } from './cached'
import { log } from '@/lib/log.mjs'

/**
 * A stock read for a page block: live from the search engine, with the page expiring when the
 * dealer's stock changes (feed import or CMS edit). A search outage leaves the rest of the page
 * standing: the read gives null and the error is logged, and the page is never cached: a
 * render that says "not available right now" must not outlive the moment it was true in (it
 * was cached for a minute, and a car page kept saying so after the search was back).
 */
export async function stockForPage<T>(
  tenant: Pick<Tenant, 'id'>,
  what: string,
  read: () => Promise<T>,
  /** The cars the read shows, where it shows any: the page is cached no longer than their online holds last. */
  shows: (value: T) => readonly Pick<SearchDocument, 'held_until'>[] = () => [],
): Promise<T | null> {
  await renderDependsOn([contentTag(tenant.id, 'stock')])
  try {
    const value = await read()
    // A car shown reserved by an online hold is shown free again the moment the hold ends.
    await cacheRenderUntilNextChange(shows(value).map((car) => holdEnd(car.held_until)))
    return value
  } catch (error) {
    log.error({ err: error, what }, 'search failed')
    const now = new Date()
    await cacheRenderUntil(now, now)
    return null
  }
}

const holdEnd = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null)
