import type { Where } from 'payload'
import { idOf, type IdLike, type Relation } from './ids'

/**
 * The published offers a dealer site shows: its own, plus those its dealer group shares
 * with member sites and has not excluded this site from (the spec's excluded_website_ids).
 */
export function offersVisibleOn(site: { id: IdLike; dealerGroup?: Relation }): Where {
  const group = idOf(site.dealerGroup)
  const own: Where = { tenant: { equals: site.id } }
  const sharedByGroup: Where[] =
    group === null
      ? []
      : [
          {
            and: [
              { tenant: { equals: group } },
              { shareWithGroup: { equals: true } },
              { excludedSites: { not_in: [site.id] } },
            ],
          },
        ]
  return { and: [{ _status: { equals: 'published' } }, sharedByGroup.length ? { or: [own, ...sharedByGroup] } : own] }
}

/** Offers running at `now`: started, and not yet ended (an offer without an end date runs on). */
export function offersRunningAt(now: Date): Where {
  const iso = now.toISOString()
  return {
    and: [
      { startDate: { less_than_equal: iso } },
      { or: [{ endDate: { exists: false } }, { endDate: { greater_than: iso } }] },
    ],
  }
}

/**
 * The pictures a site may serve: its own and its dealer group's, since the group's shared
 * offers (and their photos) show on member sites. The group's pictures are public on the
 * group's own site already, so a member site shows nothing that was not public.
 */
export function mediaVisibleOn(site: { id: IdLike; dealerGroup?: Relation }): Where {
  const group = idOf(site.dealerGroup)
  return group === null ? { tenant: { equals: site.id } } : { tenant: { in: [site.id, group] } }
}
