import type { Tenant } from '@/payload-types'
import type { ListedCar } from '@/content/cars'
import type { CarPlace } from '@/content/locationSites'
import { carSpecifications } from '@/content/carSpecifications'
import { carCardSettings } from '@/components/carCardSettings'
import { carTitle } from '@/domain/carTitle'
import { priceDisplay, priceTypeLabel, wholeDollars } from '@/domain/carPrice'
import { isInStock } from '@/domain/carTag'
import { isReserved } from '@/domain/reservations'
import { addressLine } from '@/domain/locations'
import type { SpecificationRow } from '@/domain/vehicleSpecifications'
import { siteSettings } from '@tenants/settings'
import { themeColours } from '@tenants/theme'
import { formatKilometres } from '@/domain/numbers'
import { storedPhotoOf, type StoredPhoto } from '@/domain/photoSources'

/** The features a printout lists; the car's page has the rest. */
export const PRINTED_FEATURES = 16
/** Specification rows on the sheet: the overview first, then the other groups, as one A4 page holds them. */
export const PRINTED_SPECIFICATIONS = 18

/** Everything one printed car shows, in words: the PDF document draws it, a test reads it. */
export type PrintoutSheet = {
  dealer: { name: string; colour: string; onColour: string; phone: string | null }
  title: string
  subtitle: string
  price: { amount: string; basis: string; was: string | null }
  sold: boolean
  /** Reserved by the dealer or held for a buyer online when printed. */
  reserved: boolean
  keyDetails: string[]
  specifications: SpecificationRow[]
  features: string[]
  moreFeatures: number
  place: { name: string; address: string | null } | null
  photo: StoredPhoto | null
  url: string
  printedOn: string
}

/**
 * The printout of a listed car: its first photo, title, price with its basis (drive-away or
 * excluding government charges), key details, specifications (the dealer's dates and
 * registration words, as on the page), features, where it is and whom to call, and the
 * page's address for the QR code.
 */
export function printoutSheet(
  tenant: Tenant,
  { car, listing }: ListedCar,
  place: CarPlace,
  url: string,
  now: Date,
): PrintoutSheet {
  const settings = siteSettings(tenant)
  const colours = themeColours(tenant)
  const price = priceDisplay(listing, carCardSettings(tenant, now).prices)
  const department = place.department ?? place.site?.departments[0]
  const features = (car.standardEquipment ?? []).map((entry) => entry.item)
  const specifications = carSpecifications(car, listing, settings, now).flatMap((group) => group.rows)
  return {
    dealer: {
      name: tenant.name,
      colour: colours.primary,
      onColour: colours.onPrimary,
      phone: department?.phone || tenant.contact?.salesPhone || tenant.contact?.mainPhone || null,
    },
    title: carTitle(listing, settings.stock.titleFormat),
    subtitle: [
      car.carType === 'used' ? settings.stock.usedLabel : car.carType === 'demo' ? 'Demo' : 'New',
      `Stock number ${car.stockNumber}`,
      car.vin ? `VIN ${car.vin}` : null,
    ]
      .filter(Boolean)
      .join('  ·  '),
    price:
      price.kind === 'subscription'
        ? { amount: wholeDollars(price.amount), basis: 'per week subscription', was: null }
        : 'amount' in price
          ? {
              amount: wholeDollars(price.amount),
              basis: priceTypeLabel(listing.price_type),
              was: price.kind === 'reduced' ? wholeDollars(price.was) : null,
            }
          : { amount: price.text, basis: '', was: null },
    sold: !isInStock(listing.status),
    reserved: isInStock(listing.status) && isReserved(listing, now),
    keyDetails: [
      car.carType !== 'new' && typeof car.km === 'number' ? formatKilometres(car.km) : null,
      listing.transmission,
      listing.fuel,
      listing.body !== 'Other' ? listing.body : null,
    ].filter((detail): detail is string => Boolean(detail)),
    specifications: specifications.slice(0, PRINTED_SPECIFICATIONS),
    features: features.slice(0, PRINTED_FEATURES),
    moreFeatures: Math.max(0, features.length - PRINTED_FEATURES),
    place: place.site
      ? { name: place.site.name, address: department ? addressLine(department) : null }
      : car.locationName
        ? { name: car.locationName, address: null }
        : null,
    photo: car.images?.[0] ? storedPhotoOf(car.images[0]) : null,
    url,
    printedOn: new Intl.DateTimeFormat('en-AU', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: settings.identity.timeZone,
    }).format(now),
  }
}
