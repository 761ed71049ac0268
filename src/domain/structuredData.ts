import { PRICE_SHOWN_ABOVE } from './carPrice'
import type { WeeklyHoursEntry } from './openingHours'

/**
 * schema.org JSON-LD for search engines: the dealer as an AutoDealer with each location's
 * address, phone, position and weekly opening hours (sales as the dealer, service and parts
 * as AutoRepair and AutoPartsStore departments).
 */
export type StructuredLocation = {
  name: string
  type: 'sales' | 'service' | 'parts' | string
  phone?: string | null
  address?: {
    street?: string | null
    city?: string | null
    state?: string | null
    postcode?: string | null
    lat?: number | null
    lng?: number | null
  } | null
  openingHours?: WeeklyHoursEntry[] | null
}

/** schema.org types of departments; sales departments are dealers too. */
const SCHEMA_TYPE: Record<string, string> = { sales: 'AutoDealer', service: 'AutoRepair', parts: 'AutoPartsStore' }

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

export function openingHoursSpecification(hours: WeeklyHoursEntry[] | null | undefined) {
  return (hours ?? [])
    .filter((day) => day.status === 'open' && day.open && day.close)
    .sort((a, b) => Number(a.weekday) - Number(b.weekday))
    .map((day) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[Number(day.weekday)]}`,
      opens: day.open,
      closes: day.close,
    }))
}

function place(location: StructuredLocation, type: string) {
  const address = location.address
  return {
    '@type': type,
    name: location.name,
    ...(location.phone ? { telephone: location.phone } : {}),
    ...(address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: address.street ?? undefined,
            addressLocality: address.city ?? undefined,
            addressRegion: address.state ?? undefined,
            postalCode: address.postcode ?? undefined,
            addressCountry: 'AU',
          },
        }
      : {}),
    ...(typeof address?.lat === 'number' && typeof address?.lng === 'number'
      ? { geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng } }
      : {}),
    openingHoursSpecification: openingHoursSpecification(location.openingHours),
  }
}

export function autoDealerJsonLd(
  dealer: { name: string; url: string; logo?: string | null; phone?: string | null },
  locations: StructuredLocation[],
): Record<string, unknown> {
  const sales = locations.find((location) => location.type === 'sales') ?? locations[0]
  // The spec orders departments sales, service, parts.
  const order = (type: string) => ['sales', 'service', 'parts'].indexOf(type) >>> 0
  const departments = locations.filter((location) => location !== sales).sort((a, b) => order(a.type) - order(b.type))
  return {
    '@context': 'https://schema.org',
    ...(sales ? place(sales, 'AutoDealer') : { '@type': 'AutoDealer' }),
    name: dealer.name,
    url: dealer.url,
    ...(dealer.logo ? { logo: dealer.logo } : {}),
    ...(dealer.phone ? { telephone: dealer.phone } : {}),
    ...(departments.length
      ? { department: departments.map((location) => place(location, SCHEMA_TYPE[location.type] ?? 'AutoDealer')) }
      : {}),
  }
}

export type StructuredCar = {
  name: string
  url: string
  make: string
  model: string
  year: number | null
  vin?: string | null
  colour?: string | null
  body?: string | null
  fuel?: string | null
  transmission?: string | null
  km: number | null
  carType: string
  status: string
  price: number
  images: string[]
  dealer: string
}

/**
 * A car on its page as a schema.org Car with its offer. The price is offered only when it is
 * shown (above the placeholder limit); a sold car's offer is SoldOut.
 */
export function carJsonLd(car: StructuredCar): Record<string, unknown> {
  const availability = car.status === 'sold' ? 'SoldOut' : car.status === 'coming_soon' ? 'PreOrder' : 'InStock'
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url: car.url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    ...(car.year ? { vehicleModelDate: String(car.year) } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.body ? { bodyType: car.body } : {}),
    ...(car.fuel ? { fuelType: car.fuel } : {}),
    ...(car.transmission ? { vehicleTransmission: car.transmission } : {}),
    ...(car.km !== null
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } }
      : {}),
    itemCondition: `https://schema.org/${car.carType === 'new' ? 'NewCondition' : 'UsedCondition'}`,
    ...(car.images.length ? { image: car.images } : {}),
    offers: {
      '@type': 'Offer',
      availability: `https://schema.org/${availability}`,
      ...(car.price > PRICE_SHOWN_ABOVE ? { price: car.price, priceCurrency: 'AUD' } : {}),
      seller: { '@type': 'AutoDealer', name: car.dealer },
    },
  }
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in editor text. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
