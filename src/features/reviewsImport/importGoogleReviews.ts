import type { Payload } from 'payload'
import type { Location } from '@/payload-types'
import { idOf } from '@/domain/ids'
import { REVIEWS_IMPORT, refreshRatings } from './ratings'
import type { ProfileReviews, ReviewsSource, SourcedReview } from '@/integrations/reviews/port'

export type ReviewsImportOutcome = {
  location: string
  /** What changed, or why nothing could be imported. */
  summary: string
  ok: boolean
}

const importing = { [REVIEWS_IMPORT]: true }

/**
 * Brings each location's Google reviews in (those of `only`, else every location naming a
 * Google profile): new ones created, changed ones (an edit, the dealer's reply) updated, and,
 * where Google gave them all, ones deleted on Google removed; the location's rating set to
 * Google's own average and count. A location whose import fails keeps what it had, and says
 * why on its record; the others go on.
 */
export async function importGoogleReviews(
  payload: Payload,
  source: ReviewsSource,
  { only, now = new Date() }: { only?: Location['id']; now?: Date } = {},
): Promise<ReviewsImportOutcome[]> {
  const { docs: locations } = await payload.find({
    collection: 'locations',
    where: only ? { id: { equals: only } } : { googleProfile: { exists: true } },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const outcomes: ReviewsImportOutcome[] = []
  const tenants = new Set<string>()
  for (const location of locations) {
    const profile = location.googleProfile?.trim()
    if (!profile) continue
    let found: ProfileReviews
    try {
      found = await source.reviewsOf(profile)
    } catch (error) {
      const problem = (error as Error).message.slice(0, 300)
      await setRating(payload, location, { importProblem: problem })
      outcomes.push({ location: location.name, summary: problem, ok: false })
      continue
    }
    const summary = await storeReviews(payload, location, found)
    await setRating(payload, location, {
      averageRating: found.averageRating,
      count: found.count,
      source: 'google',
      importedAt: now.toISOString(),
      importProblem: null,
    })
    tenants.add(String(idOf(location.tenant)))
    outcomes.push({ location: location.name, summary, ok: true })
  }
  for (const tenant of tenants) await refreshRatings(payload, [], tenant)
  return outcomes
}

async function setRating(payload: Payload, location: Location, reviews: NonNullable<Location['reviews']>) {
  await payload.update({
    collection: 'locations',
    id: location.id,
    data: { reviews: { ...location.reviews, ...reviews } },
    overrideAccess: true,
    context: importing,
  })
}

/** The review as stored: what Google says of it, in the collection's fields. */
const fieldsOf = (review: SourcedReview) => ({
  customerName: review.authorName,
  rating: review.rating,
  text: review.text,
  reviewDate: review.publishedAt,
  replyText: review.reply?.text ?? null,
  replyDate: review.reply?.at ?? null,
})

async function storeReviews(payload: Payload, location: Location, found: ProfileReviews): Promise<string> {
  const { docs: stored } = await payload.find({
    collection: 'reviews',
    where: { and: [{ location: { equals: location.id } }, { source: { equals: 'google' } }] },
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
  })
  const byId = new Map(stored.map((review) => [review.externalId, review]))
  let created = 0
  let updated = 0
  for (const review of found.reviews) {
    const fields = fieldsOf(review)
    const existing = byId.get(review.externalId)
    byId.delete(review.externalId)
    if (!existing) {
      await payload.create({
        collection: 'reviews',
        data: {
          ...fields,
          tenant: location.tenant,
          location: location.id,
          source: 'google',
          externalId: review.externalId,
        },
        overrideAccess: true,
        context: importing,
      })
      created++
    } else if (changed(existing as unknown as Record<string, unknown>, fields)) {
      await payload.update({
        collection: 'reviews',
        id: existing.id,
        data: fields,
        overrideAccess: true,
        context: importing,
      })
      updated++
    }
  }
  // Reviews Google no longer has: removed only when Google gave the whole list.
  const gone = found.complete ? [...byId.values()] : []
  for (const review of gone)
    await payload.delete({ collection: 'reviews', id: review.id, overrideAccess: true, context: importing })
  return `${found.count} reviews on Google, average ${found.averageRating ?? 'none'}: ${created} new, ${updated} changed, ${gone.length} removed`
}

function changed(stored: Record<string, unknown>, fields: ReturnType<typeof fieldsOf>): boolean {
  const same = (a: unknown, b: unknown) =>
    typeof b === 'string' && typeof a === 'string' && /T\d\d:/.test(b)
      ? new Date(a).getTime() === new Date(b).getTime()
      : (a ?? null) === (b ?? null)
  return Object.entries(fields).some(([key, value]) => !same(stored[key], value))
}
