import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { reviewAggregate } from '@/domain/reviews'
import { idOf } from '@tenants/roles'

async function aggregate(req: PayloadRequest, field: 'location' | 'tenant', id: string) {
  const { docs } = await req.payload.find({
    collection: 'reviews',
    where: { [field]: { equals: id } },
    limit: 0,
    pagination: false,
    depth: 0,
    select: { rating: true },
    overrideAccess: true,
    req,
  })
  return reviewAggregate(docs.map((d) => d.rating))
}

/** Keeps the rating and count on the review's location and tenant current. */
async function refresh(req: PayloadRequest, locationIds: (string | null)[], tenantId: string | null) {
  for (const id of new Set(locationIds.filter((x): x is string => x !== null))) {
    const { averageRating, count } = await aggregate(req, 'location', id)
    await req.payload.update({
      collection: 'locations',
      id,
      data: { reviews: { averageRating, count } },
      overrideAccess: true,
      req,
    })
  }
  if (tenantId !== null) {
    const { averageRating, count } = await aggregate(req, 'tenant', tenantId)
    await req.payload.update({
      collection: 'tenants',
      id: tenantId,
      data: { reviews: { averageRating, count } },
      overrideAccess: true,
      req,
    })
  }
}

export const updateAggregatesAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  await refresh(req, [idOf(doc.location), idOf(previousDoc?.location)], idOf(doc.tenant))
  return doc
}

export const updateAggregatesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await refresh(req, [idOf(doc.location)], idOf(doc.tenant))
  return doc
}
