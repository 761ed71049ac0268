import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { Reservation } from '@/payload-types'
import { blockEndsAt } from '@/domain/reservations'
import { blockingReservationOf } from './blockingReservation'

/**
 * The car's own record of its online hold (Cars.heldUntil): worked out again from the car's
 * reservations whenever one of them changes, as the end of the checkout or paid hold that
 * keeps it from other buyers now, or none. Writing the car re-indexes it and expires its
 * pages, so its card, search listing, page and printout show it reserved from the moment a
 * buyer starts paying until the hold is released, refunded or lapses (domain isReserved).
 */
export async function syncCarHold(req: PayloadRequest, reservation: Pick<Reservation, 'tenant' | 'car'>) {
  const carId = rawId(reservation.car)
  const tenant = rawId(reservation.tenant)
  if (carId === null || tenant === null) return
  const { payload } = req
  const blocking = await blockingReservationOf(payload, { id: tenant }, carId, new Date(), undefined, req)
  const heldUntil = blocking ? (blockEndsAt(blocking)?.toISOString() ?? null) : null
  const car = await payload
    .findByID({ collection: 'cars', id: carId, depth: 0, overrideAccess: true, disableErrors: true, req })
    .catch(() => null)
  if (!car || (car.heldUntil ? new Date(car.heldUntil).toISOString() : null) === heldUntil) return
  await payload.update({ collection: 'cars', id: carId, data: { heldUntil }, overrideAccess: true, req })
}

/** A relationship's id as the database keeps it (SQLite's numbers stay numbers). */
const rawId = <T extends string | number>(value: T | { id: T } | null | undefined): T | null =>
  value === null || value === undefined ? null : typeof value === 'object' ? value.id : value

export const holdCarAfterChange: CollectionAfterChangeHook<Reservation> = async ({ doc, previousDoc, req }) => {
  if (previousDoc && previousDoc.status === doc.status && previousDoc.checkoutEndsAt === doc.checkoutEndsAt) return doc
  await syncCarHold(req, doc)
  return doc
}

export const holdCarAfterDelete: CollectionAfterDeleteHook<Reservation> = async ({ doc, req }) => {
  await syncCarHold(req, doc)
  return doc
}
