import { isReserved } from './reservations'

/** What the tag cascade needs of a car (search-document field names). */
export type TaggedCar = {
  status: string
  fuel: string | null
  reserved: boolean
  /** The end of an online hold, in seconds since the epoch (domain/reservations.ts). */
  held_until?: number | null
  certified: boolean
  car_type: string
  make: string
  tag: string | null
  /** Seconds since the epoch. */
  created_at_timestamp: number
}

export type TagSettings = {
  soldTagName: string
  justArrivedTagName: string
  justArrivedDays: number
  /** The site's featured manufacturer (its certified used-car programme), if any. */
  featuredMake: string | null
  usedLabel: string
}

export type CarTag = {
  text: string
  tone: 'sold' | 'electrified' | 'reserved' | 'certified' | 'custom' | 'coming-soon' | 'just-arrived'
}

/** In stock means in_stock or coming_soon (spec section 4); sold and anything else is not. */
export const isInStock = (status: string) => status === 'in_stock' || status === 'coming_soon'

const DAY_SECONDS = 86_400

/**
 * The banner on a car card. A car not in stock shows the sold tag; for cars in stock the
 * first match wins: Electric or Hybrid; Reserved (by the dealer's system, or held for a buyer online); certified used car of the featured make;
 * the feed's or editor's free-text tag; COMING SOON; the just-arrived tag while the car is
 * newer than the dealer's window. No match, no banner.
 */
export function carTag(car: TaggedCar, settings: TagSettings, now: Date): CarTag | null {
  if (!isInStock(car.status)) return { text: settings.soldTagName, tone: 'sold' }
  if (car.fuel === 'Electric' || car.fuel === 'Hybrid') return { text: car.fuel, tone: 'electrified' }
  if (isReserved(car, now)) return { text: 'Reserved', tone: 'reserved' }
  if (isCertified(car, settings.featuredMake)) return { text: `Certified ${settings.usedLabel}`, tone: 'certified' }
  if (car.tag?.trim()) return { text: car.tag.trim(), tone: 'custom' }
  if (car.status === 'coming_soon') return { text: 'COMING SOON', tone: 'coming-soon' }
  const ageDays = (now.getTime() / 1000 - car.created_at_timestamp) / DAY_SECONDS
  if (settings.justArrivedDays > 0 && ageDays < settings.justArrivedDays)
    return { text: settings.justArrivedTagName, tone: 'just-arrived' }
  return null
}

/** Certified badge: the make is the site's featured manufacturer, the car is certified and not sold. */
export function isCertified(
  car: Pick<TaggedCar, 'certified' | 'make' | 'status'>,
  featuredMake: string | null,
): boolean {
  return (
    Boolean(featuredMake) &&
    car.certified &&
    car.status !== 'sold' &&
    car.make.toLowerCase() === featuredMake!.toLowerCase()
  )
}
