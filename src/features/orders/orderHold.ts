import type { CollectionAfterChangeHook } from 'payload'
import type { Order, Reservation } from '@/payload-types'
import { orderReleasesCar } from '@/domain/orders'
import { idOf } from '@/domain/ids'

/**
 * Staff cancelling a paid order give the car back at once: its payment's hold is released (in
 * the same transaction), which frees the car on its card, in search and on its page. The money
 * stays recorded on the reservation, where a dealer's admin refunds it.
 */
export const releaseCarAfterCancel: CollectionAfterChangeHook<Order> = async ({ doc, previousDoc, req }) => {
  if (!previousDoc || previousDoc.status === doc.status || !orderReleasesCar(doc.status)) return doc
  const reservation = idOf(doc.reservation)
  if (reservation === null) return doc
  const payment = await req.payload.findByID({
    collection: 'reservations',
    id: reservation,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  if (payment?.status === 'held')
    await req.payload.update({
      collection: 'reservations',
      id: payment.id,
      data: { status: 'released' },
      overrideAccess: true,
      req,
    })
  return doc
}

/** A payment whose checkout ended unpaid leaves its order unpaid too (on Stripe's report, or the buyer coming back). */
export const orderFollowsPaymentAfterChange: CollectionAfterChangeHook<Reservation> = async ({
  doc,
  previousDoc,
  req,
}) => {
  const order = idOf(doc.order)
  if (order === null || previousDoc?.status === doc.status || doc.status !== 'not-paid') return doc
  await req.payload.update({
    collection: 'orders',
    where: { and: [{ id: { equals: order } }, { status: { equals: 'awaiting-payment' } }] },
    data: { status: 'not-paid' },
    overrideAccess: true,
    req,
  })
  return doc
}
