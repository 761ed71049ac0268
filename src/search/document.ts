import { createHash } from 'node:crypto'
import { storedPhotoOf, type StoredPhoto } from '@/domain/photoSources'
import { estimateSettingsOf, estimateCalendarKey, financeEstimate, type EstimateTerms } from '@/domain/financeEstimate'
import type { Car, Tenant } from '@/payload-types'
import { holdSeconds } from '@/domain/reservations'

/**
 * A car as the search engines see it, in the spec's field names (the query-string
 * parameters and facet names of the search page). One shared index holds every dealer's
 * cars; `tenant` is on every document and every query filters on it server-side.
 */
export type SearchDocument = {
  id: string
  tenant: string
  slug: string
  name: string
  /** Free text for search-as-you-type: year, make, model, badge, series, colour, body, stock number. */
  text: string
  year: number | null
  make: string
  model: string
  make_model: string
  badge: string | null
  body: string
  /** Stock categories (Hatch & sedans, SUVs & 4WDs, Electrified, ...). */
  categories: string[]
  colour: string | null
  car_type: string
  status: string
  item_type: string | null
  fuel: string | null
  transmission: string | null
  drive: string | null
  seats: number | null
  state: string | null
  city: string | null
  location_name: string | null
  /** Where the car is, for distance searches. */
  location: { lat: number; lon: number } | null
  dealership_name: string
  tag: string | null
  certified: boolean
  reserved: boolean
  /** While a buyer holds or is paying for the car online: when that ends, in seconds since the epoch (domain/reservations isReserved). */
  held_until: number | null
  /** Whether the car may be reserved online (its feed's payment_processors; domain/reservations reservationRefusal). */
  reserve_offered: boolean
  /** Taken on pre-order: cards show PREORDER when the car has no price. */
  preorder: boolean
  price: number
  price_type: string
  before_price: number | null
  subscription_price: number | null
  /** The finance estimate's weekly figure where the dealer's lender rules show one (domain/financeEstimate), else null. */
  weekly_price: number | null
  /** The rates that weekly figure was worked out or quoted at, printed beside it (null with it). */
  weekly_interest_rate: number | null
  weekly_comparison_rate: number | null
  km: number | null
  /**
   * The feed's photo addresses, fetched or not: the dealer's minimum-photos rule is about the
   * feed, so a photo host that is down for a night takes no car off sale.
   */
  photos_count: number
  custom_rank: number
  featured: boolean
  /** The first photo as stored by the platform (never the dealer's address); null until it is fetched. */
  primary_photo: StoredPhoto | null
  /** Seconds since the epoch, as the spec's created_at_timestamp. */
  created_at_timestamp: number
  sold_date_timestamp: number | null
  /**
   * What the document was made from: the car's last change and its dealer's details. The
   * reconciler compares it with the database to find documents that fell behind.
   */
  source_version?: string
}

/** Sold cars stay in the index at most this long; each dealer's own window (default 3 days) applies at query time. */
export const SOLD_RETENTION_DAYS = 30
const DAY_MS = 86_400_000

/** Whether a car belongs in the index at all: shown on the website, not hidden by an editor, not sold long ago. */
export function isIndexable(
  car: Pick<Car, 'showOnDealerWebsite' | 'hideFromWebsite' | 'status' | 'soldAt'>,
  now = new Date(),
): boolean {
  if (car.showOnDealerWebsite === false || car.hideFromWebsite) return false
  if (car.status !== 'sold') return true
  const soldAt = car.soldAt ? Date.parse(car.soldAt) : NaN
  return Number.isFinite(soldAt) && now.getTime() - soldAt <= SOLD_RETENTION_DAYS * DAY_MS
}

const seconds = (iso: string | null | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : null)

/** What a document needs of its dealer: the name shown on cards and the finance terms and rules. */
export type DocumentTenant = Pick<Tenant, 'id' | 'name'> & { finance: EstimateTerms }

export function searchDocument(car: Car, tenant: DocumentTenant, now = new Date()): SearchDocument {
  const price = car.price ?? 0
  // The first photo a visitor can see: an address not fetched (yet) is passed over.
  const photos = (car.images ?? []).flatMap((image) => storedPhotoOf(image) ?? [])
  const estimate = financeEstimate(car, tenant.finance, now)
  return {
    id: String(car.id),
    tenant: String(tenant.id),
    slug: car.slug ?? String(car.id),
    name: car.name ?? `${car.make} ${car.model}`,
    text: [car.year, car.make, car.model, car.badge, car.series, car.colour, car.simpleBody, car.stockNumber]
      .filter(Boolean)
      .join(' '),
    year: car.year ?? null,
    make: car.make,
    model: car.model,
    make_model: `${car.make}|${car.model}`,
    badge: car.badge ?? null,
    body: car.simpleBody ?? 'Other',
    categories: car.categories ?? [],
    colour: car.colour ?? null,
    car_type: car.carType,
    status: car.status,
    item_type: car.itemType ?? null,
    fuel: car.simpleFuel ?? null,
    transmission: car.simpleTransmission ?? null,
    drive: car.drive ?? null,
    seats: car.seats ?? null,
    state: car.state ?? null,
    city: car.city ?? null,
    location_name: car.locationName ?? null,
    location: typeof car.lat === 'number' && typeof car.lng === 'number' ? { lat: car.lat, lon: car.lng } : null,
    dealership_name: tenant.name,
    tag: car.tagOverride || car.tag || null,
    certified: Boolean(car.certified),
    reserved: Boolean(car.reserved),
    held_until: holdSeconds(car.heldUntil),
    reserve_offered: car.reserveOffered !== false,
    preorder: Boolean(car.preorder),
    price,
    price_type: car.priceType,
    before_price: car.beforePrice ?? null,
    subscription_price: car.subscriptionPrice ?? null,
    weekly_price: estimate?.weekly ?? null,
    weekly_interest_rate: estimate?.interestRate ?? null,
    weekly_comparison_rate: estimate?.comparisonRate ?? null,
    km: car.km ?? null,
    photos_count: car.photosCount ?? 0,
    custom_rank: (car.customRank ?? 0) + (car.featured ? 1_000_000 : 0),
    featured: Boolean(car.featured),
    primary_photo: photos[0] ?? null,
    created_at_timestamp: seconds(car.listedAt ?? car.createdAt)!,
    sold_date_timestamp: car.status === 'sold' ? seconds(car.soldAt) : null,
    source_version: sourceVersion(car, tenant, now),
  }
}

/**
 * The version of the document a car and its dealer make: the car's last change (every write
 * of a car, the import's included, sets updatedAt in the same transaction) and what the
 * document takes from the dealer (name, finance terms), and the year where the dealer's
 * lender has an age limit, so the reconciler works every estimate out again on 1 January.
 */
export function sourceVersion(car: Pick<Car, 'updatedAt'>, tenant: DocumentTenant, now = new Date()): string {
  return `${new Date(car.updatedAt).toISOString()}|${tenantFingerprint(tenant, now)}`
}

/** Raised when documents change shape, so the reconciler makes every document again. */
const DOCUMENT_FORMAT = 4

const tenantFingerprint = (tenant: DocumentTenant, now: Date) =>
  createHash('sha1')
    .update(
      JSON.stringify([
        DOCUMENT_FORMAT,
        tenant.name,
        estimateSettingsOf(tenant.finance),
        estimateCalendarKey(tenant.finance, now),
      ]),
    )
    .digest('hex')
    .slice(0, 12)
