import type { Payload, PayloadRequest } from 'payload'
import { combinedRating, reviewAggregate } from '@/domain/reviews'
import { idOf } from '@/domain/ids'

/** Set by the Google reviews import, which sets the ratings itself once it is done. */
export const REVIEWS_IMPORT = 'reviewsImport'

const typedRatings = async (
  payload: Payload,
  req: PayloadRequest | undefined,
  field: 'location' | 'tenant',
  id: string,
) => {
  const { docs } = await payload.find({
    collection: 'reviews',
    where: { and: [{ [field]: { equals: id } }, { source: { not_equals: 'google' } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { rating: true, location: true },
    overrideAccess: true,
    req,
  })
  return docs
}

/**
 * Keeps the ratings on the reviews' locations and their dealer current: a location is rated
 * by the reviews typed for it until the import brings its Google rating, and the dealer over
 * both (combinedRating).
 */
export async function refreshRatings(
  payload: Payload,
  locationIds: (string | null)[],
  tenantId: string | null,
  req?: PayloadRequest,
) {
  const { docs: locations } = await payload.find({
    collection: 'locations',
    where: tenantId ? { tenant: { equals: tenantId } } : { id: { in: locationIds.filter(Boolean) } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { googleProfile: true, reviews: true },
    overrideAccess: true,
    req,
  })
  // Rated by Google once an import has brought its rating; until then by what staff typed.
  const fromGoogle = new Set(
    locations.filter((l) => l.googleProfile && l.reviews?.source === 'google').map((l) => String(l.id)),
  )
  for (const id of new Set(locationIds.filter((x): x is string => x !== null && !fromGoogle.has(x)))) {
    const { averageRating, count } = reviewAggregate(
      (await typedRatings(payload, req, 'location', id)).map((d) => d.rating),
    )
    await payload.update({
      collection: 'locations',
      id,
      data: { reviews: { averageRating, count, source: count ? 'typed' : null } },
      overrideAccess: true,
      req,
    })
  }
  if (tenantId === null) return
  const typed = (await typedRatings(payload, req, 'tenant', tenantId)).filter(
    (d) => !fromGoogle.has(String(idOf(d.location))),
  )
  const google = locations
    .filter((l) => fromGoogle.has(String(l.id)))
    .map((l) => ({ averageRating: l.reviews?.averageRating ?? null, count: l.reviews?.count ?? 0 }))
  const { averageRating, count } = combinedRating(
    typed.map((d) => d.rating),
    google,
  )
  await payload.update({
    collection: 'tenants',
    id: tenantId,
    data: { reviews: { averageRating, count } },
    overrideAccess: true,
    req,
  })
}
