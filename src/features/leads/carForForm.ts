import type { Tenant } from '@/payload-types'
import { listedCarOf, type ListedCar } from '@/content/cars'
import { carCardSettings } from '@/components/CarCard'
import { priceDisplay, priceText } from '@/domain/carPrice'
import { isInStock } from '@/domain/carTag'
import { carTitle } from '@/domain/carTitle'
import { siteSettings } from '@tenants/settings'
import type { FormCar } from './successStorage'

/** The car as a form shows it beside or above itself (spec: image, title, price, summary). */
export type CarSummaryData = { slug: string; photo: string | null; name: string; price: string; lines: string[] }

export type CarForForm = ListedCar & { formCar: FormCar; summary: CarSummaryData }

const count = new Intl.NumberFormat('en-AU')

/** What a form about this car sends and shows: its title in the dealer's format, photo, price and a line of details. */
export function carForForm(tenant: Tenant, { car, listing }: ListedCar, now = new Date()): CarForForm {
  const title = carTitle(listing, siteSettings(tenant).stock.titleFormat)
  const photo = car.images?.[0]?.url ?? null
  return {
    car,
    listing,
    formCar: { slug: listing.slug, carType: car.carType, tag: listing.tag, title, photo },
    summary: {
      slug: listing.slug,
      photo,
      name: title,
      price: priceText(priceDisplay(listing, carCardSettings(tenant, now).prices), listing.price_type),
      lines: [
        car.carType !== 'new' && car.km ? `${count.format(car.km)} km` : null,
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
  return carForForm(tenant, found)
}
