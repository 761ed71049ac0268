import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { idOf } from '@tenants/roles'
import { REVIEWS_IMPORT, refreshRatings } from '@/features/reviewsImport/ratings'

export const updateAggregatesAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req, context }) => {
  if (context[REVIEWS_IMPORT]) return doc
  await refreshRatings(req.payload, [idOf(doc.location), idOf(previousDoc?.location)], idOf(doc.tenant), req)
  return doc
}

export const updateAggregatesAfterDelete: CollectionAfterDeleteHook = async ({ doc, req, context }) => {
  if (context[REVIEWS_IMPORT]) return doc
  await refreshRatings(req.payload, [idOf(doc.location)], idOf(doc.tenant), req)
  return doc
}
