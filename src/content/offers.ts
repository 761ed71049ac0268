import { cache } from 'react'
import type { Offer, Tenant } from '@/payload-types'
import { offersVisibleOn } from '@/domain/offerVisibility'
import { idOf } from '@/domain/ids'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { isWithinDates } from '@/domain/dates'
import type { OfferFacts } from '@/domain/offerSearch'
import { cacheRenderUntilNextChange, cachedRead } from './cached'
import { tenantTags } from './tenant'

/** Published offers the site shows (its own and its group's shared ones), newest first; dates are checked per request. */
const publishedOffersOf = cache((site: Pick<Tenant, 'id' | 'dealerGroup'>): Promise<Offer[]> => {
  const group = idOf(site.dealerGroup)
  const tags = [
    ...tenantTags(site),
    contentTag(site.id, 'offers'),
    ...(group === null ? [] : [contentTag(group, 'offers')]),
  ]
  return cachedRead(['offers', site.id], tags, async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'offers',
      where: offersVisibleOn(site),
      sort: '-startDate',
      depth: 2,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs
  })
})

/** Offers running now: started, and not past their end date. A cached page showing them lasts until the next start or end. */
export async function runningOffersOf(site: Pick<Tenant, 'id' | 'dealerGroup'>, now = new Date()): Promise<Offer[]> {
  const offers = await publishedOffersOf(site)
  await cacheRenderUntilNextChange(
    offers.flatMap((offer) => [offer.startDate, offer.endDate]),
    now,
  )
  return offers.filter((offer) => isWithinDates(now, offer.startDate, offer.endDate))
}

/** One running offer of the site by id (from a path or a query string); null for anything else. */
export async function runningOfferById(site: Pick<Tenant, 'id' | 'dealerGroup'>, id: unknown): Promise<Offer | null> {
  const wanted = Array.isArray(id) ? id[0] : id
  if (typeof wanted !== 'string' || !wanted) return null
  return (await runningOffersOf(site)).find((offer) => String(offer.id) === wanted) ?? null
}

/**
 * The latest version of one of the site's own offers, draft or published, whatever its
 * dates: what staff see in preview. Never cached.
 */
export async function latestOfferOf(site: Pick<Tenant, 'id'>, id: string): Promise<Offer | null> {
  const { docs } = await (
    await getPayloadClient()
  ).find({
    collection: 'offers',
    where: { and: [{ tenant: { equals: site.id } }, { id: { equals: id } }] },
    draft: true,
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** What a form stores about the offer a visitor came from. */
export const offerContext = (offer: Offer | null): Record<string, string> | undefined =>
  offer ? { offer: String(offer.id), offerName: offer.name.slice(0, 200) } : undefined

/** What the offers search narrows an offer by (domain/offerSearch.ts): its category, make and model's names. */
export const offerFacts = (offer: Offer): OfferFacts => ({
  category: offer.category,
  make: offer.manufacturer && typeof offer.manufacturer === 'object' ? offer.manufacturer.name : null,
  model: offer.model && typeof offer.model === 'object' ? offer.model.name : null,
})
