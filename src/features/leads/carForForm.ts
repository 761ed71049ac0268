import type { Tenant } from '@/payload-types'
import { listedCarOf, type ListedCar } from '@/content/cars'
import { visibleLocationsOf } from '@/content/locations'
import { carPlaceOf, locationSites, type CarPlace } from '@/content/locationSites'
import type { Location } from '@/payload-types'
import { carCardSettings } from '@/components/carCardSettings'
import { priceDisplay, priceText } from '@/domain/carPrice'
import { isInStock } from '@/domain/carTag'
import { carTitle } from '@/domain/carTitle'
import { siteSettings } from '@tenants/settings'
import type { FormCar } from './successStorage'
import { formatKilometres } from '@/domain/numbers'
import { photoAddress, storedPhotoOf } from '@/domain/photoSources'

/** The car as a form shows it beside or above itself (spec: image, title, price, summary); the photo is the platform's 400 px rendition. */
export type CarSummaryData = { slug: string; photo: string | null; name: string; price: string; lines: string[] }

export type CarForForm = ListedCar & { formCar: FormCar; summary: CarSummaryData }

/** Where the car is: the site (its dealership) and the department. */
export type { CarPlace }

/**
 * What a form about this car sends and shows: its title in the dealer's format, photo, price
 * and a line of details, the dealership whose hours a test drive keeps and the places its
 * department brings cars to for one.
 */
export function carForForm(tenant: Tenant, { car, listing }: ListedCar, place: CarPlace, now = new Date()): CarForForm {
  const title = carTitle(listing, siteSettings(tenant).stock.titleFormat)
  const first = car.images?.[0] ? storedPhotoOf(car.images[0]) : null
  const photo = first ? photoAddress(first.key, { width: 400 }) : null
  return {
    car,
    listing,
    formCar: {
      slug: listing.slug,
      carType: car.carType,
      tag: listing.tag,
      title,
      photo,
      dealership: place.site?.slug ?? null,
      distributionLocations: distributionLocationsOf(place.department),
    },
    summary: {
      slug: listing.slug,
      photo,
      name: title,
      price: priceText(priceDisplay(listing, carCardSettings(tenant, now).prices), listing.price_type),
      lines: [
        car.carType !== 'new' && car.km ? formatKilometres(car.km) : null,
        listing.transmission,
        listing.body,
        `Stock number ${car.stockNumber}`,
      ].filter((line): line is string => Boolean(line)),
    },
  }
}

/**
 * The car a page was opened for (`?car=`, `?car_id=`), when this dealer's site still lists it
 * in stock; anything else (another dealer's car, a sold one, stock unreadable) is no car, and
 * the page carries on as a general form.
 */
export async function inStockCarForForm(tenant: Tenant, slug: string | undefined): Promise<CarForForm | null> {
  const found = slug ? await listedCarOf(tenant, slug) : null
  if (!found || found === 'unavailable' || !isInStock(found.listing.status)) return null
  return carForForm(tenant, found, carPlaceOf(locationSites(await visibleLocationsOf(tenant)), found.car))
}

/** The places a department brings its cars to for a test drive (Locations: Test drive locations). */
export const distributionLocationsOf = (department: Location | undefined): string[] =>
  (department?.distributionLocations ?? []).map((place) => place.name.trim()).filter(Boolean)
