import type { Payload } from 'payload'
import { listedCarOf } from '@/content/cars'
import { carTitle } from '@/domain/carTitle'
import { isInStock } from '@/domain/carTag'
import { samePhone } from '@/domain/phone'
import { storedPhotoOf, type StoredPhoto } from '@/domain/photoSources'
import { CAR_NOT_FOUND, OTHER_PHONE, SOLD_CAR, WATCHLIST_FULL, WATCHLIST_LIMIT } from '@/domain/watchlist'
import { siteSettings } from '@tenants/settings'
import type { Car, Tenant, Visitor, Watchlist } from '@/payload-types'

const options = { overrideAccess: true, depth: 0 } as const

/** The spec's answer to a save or remove: success, or the message the visitor is shown. */
export type WatchlistOutcome = { status: number; body: { success: boolean; message?: string } }

const refused = (status: number, message: string): WatchlistOutcome => ({ status, body: { success: false, message } })
const done: WatchlistOutcome = { status: 200, body: { success: true } }

const keyOf = (visitor: Visitor, carId: Car['id']) => `${visitor.id}:${carId}`

/** The request's car and phone, checked: the car must be one the site lists, the phone (where sent) the visitor's own. */
async function carToChange(tenant: Tenant, visitor: Visitor, input: Record<string, unknown>) {
  if (typeof input.phone_number === 'string' && input.phone_number && !samePhone(input.phone_number, visitor.phone))
    return refused(403, OTHER_PHONE)
  const slug = typeof input.car_id === 'string' || typeof input.car_id === 'number' ? String(input.car_id) : ''
  if (!slug || slug.length > 200) return refused(400, CAR_NOT_FOUND)
  const found = await listedCarOf(tenant, slug)
  if (found === 'unavailable') return refused(503, 'Our stock cannot be reached right now. Please try again shortly.')
  return found ?? refused(404, CAR_NOT_FOUND)
}

/** POST /api/watchlist/save-car: the car joins the visitor's watchlist (saving it twice keeps one). */
export async function saveCar(
  payload: Payload,
  tenant: Tenant,
  visitor: Visitor,
  input: Record<string, unknown>,
): Promise<WatchlistOutcome> {
  const found = await carToChange(tenant, visitor, input)
  if ('status' in found) return found
  const { car, listing } = found
  const key = keyOf(visitor, car.id)
  const saved = await payload.count({ collection: 'watchlist', where: { key: { equals: key } }, overrideAccess: true })
  if (saved.totalDocs) return done
  if (!isInStock(listing.status)) return refused(409, SOLD_CAR)
  const held = await payload.count({
    collection: 'watchlist',
    where: { visitor: { equals: visitor.id } },
    overrideAccess: true,
  })
  if (held.totalDocs >= WATCHLIST_LIMIT) return refused(409, WATCHLIST_FULL)
  try {
    await payload.create({
      collection: 'watchlist',
      ...options,
      data: {
        tenant: tenant.id,
        visitor: visitor.id,
        car: car.id,
        carTitle: carTitle(listing, siteSettings(tenant).stock.titleFormat),
        key,
      },
    })
  } catch (error) {
    // Saved meanwhile by another request (the key is unique): it is saved.
    const again = await payload.count({
      collection: 'watchlist',
      where: { key: { equals: key } },
      overrideAccess: true,
    })
    if (!again.totalDocs) throw error
  }
  return done
}

/** POST /api/watchlist/remove-car: the car leaves the visitor's watchlist (removing one not there succeeds). */
export async function removeCar(
  payload: Payload,
  tenant: Tenant,
  visitor: Visitor,
  input: Record<string, unknown>,
): Promise<WatchlistOutcome> {
  const found = await carToChange(tenant, visitor, input)
  if ('status' in found) return found
  await payload.delete({
    collection: 'watchlist',
    ...options,
    where: { key: { equals: keyOf(visitor, found.car.id) } },
  })
  return done
}

/** A saved car as its visitor sees it: gone from the site, sold, or listed. */
export type SavedCar = {
  title: string
  slug: string | null
  state: 'listed' | 'sold' | 'gone'
  price: number | null
  photo: StoredPhoto | null
  savedAt: string
}

/** The visitor's watchlist on this site, newest first, each car as it is now. */
export async function watchlistOf(payload: Payload, tenant: Tenant, visitor: Visitor): Promise<SavedCar[]> {
  const { docs } = await payload.find({
    collection: 'watchlist',
    overrideAccess: true,
    depth: 1,
    where: { and: [{ tenant: { equals: tenant.id } }, { visitor: { equals: visitor.id } }] },
    sort: '-createdAt',
    limit: WATCHLIST_LIMIT,
    pagination: false,
  })
  return docs.map((entry: Watchlist) => {
    const car = entry.car && typeof entry.car === 'object' ? entry.car : null
    return {
      title: entry.carTitle,
      slug: car?.slug ?? null,
      state: !car || car.hideFromWebsite ? 'gone' : isInStock(car.status) ? 'listed' : 'sold',
      price: car?.price ?? null,
      photo: car?.images?.[0] ? storedPhotoOf(car.images[0]) : null,
      savedAt: entry.createdAt,
    }
  })
}

/** The slugs of the visitor's saved cars (what the Save toggles read). */
export async function savedSlugsOf(payload: Payload, tenant: Tenant, visitor: Visitor): Promise<string[]> {
  return (await watchlistOf(payload, tenant, visitor)).flatMap((saved) => (saved.slug ? [saved.slug] : []))
}
