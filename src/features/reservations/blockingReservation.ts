import type { Payload, PayloadRequest } from 'payload'
import type { Car, Reservation, Tenant } from '@/payload-types'
import { blocksCar } from '@/domain/reservations'

/**
 * The reservation that keeps this car from other buyers now (a paid hold, or a checkout still
 * open), the earliest first; null when the car is free. `except` leaves one reservation out
 * (the one being decided).
 */
export async function blockingReservationOf(
  payload: Payload,
  tenant: Pick<Tenant, 'id'>,
  car: Car['id'],
  now: Date,
  except?: Reservation['id'],
  req?: PayloadRequest,
): Promise<Reservation | null> {
  const { docs } = await payload.find({
    collection: 'reservations',
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { car: { equals: car } },
        { status: { in: ['held', 'awaiting-payment'] } },
        ...(except === undefined ? [] : [{ id: { not_equals: except } }]),
      ],
    },
    sort: 'createdAt',
    depth: 0,
    limit: 20,
    overrideAccess: true,
    req,
  })
  return docs.find((reservation) => blocksCar(reservation, now)) ?? null
}
