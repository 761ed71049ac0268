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
  address?: { street?: string | null; city?: string | null; state?: string | null; postcode?: string | null; lat?: number | null; lng?: number | null } | null
  openingHours?: WeeklyHoursEntry[] | null
}

/** schema.org types of departments; sales departments are dealers too. */
const SCHEMA_TYPE: Record<string, string> = { sales: 'AutoDealer', service: 'AutoRepair', parts: 'AutoPartsStore' }

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']

export function openingHoursSpecification(hours: WeeklyHoursEntry[] | null | undefined) {
  return (hours ?? [])
    .filter((day) => day.status === 'open' && day.open && day.close)
    .sort((a, b) => Number(a.weekday) - Number(b.weekday))
    .map((day) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${DAY_NAMES[Number(day.weekday)]}`, opens: day.open, closes: day.close }))
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
    ...(typeof address?.lat === 'number' && typeof address?.lng === 'number' ? { geo: { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng } } : {}),
    openingHoursSpecification: openingHoursSpecification(location.openingHours),
  }
}

export function autoDealerJsonLd(dealer: { name: string; url: string; logo?: string | null; phone?: string | null }, locations: StructuredLocation[]): Record<string, unknown> {
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
    ...(departments.length ? { department: departments.map((location) => place(location, SCHEMA_TYPE[location.type] ?? 'AutoDealer')) } : {}),
  }
}

/** JSON for a <script type="application/ld+json">, safe against "</script>" in editor text. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
