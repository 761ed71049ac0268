import type { Car } from '@/payload-types'
import type { SearchDocument } from '@/search/document'
import type { SiteSettings } from '@tenants/settings'
import { registrationExpiry } from '@/domain/vehicleText'
import { vehicleSpecifications, type SpecificationGroup } from '@/domain/vehicleSpecifications'

/**
 * A listed car's specifications as the dealer shows them, for its page and its printout:
 * the stored car's fields (the listing's classified body, transmission and fuel where the
 * feed left them empty), its registration in the dealer's words and time zone, and the
 * dates the dealer chose.
 */
export function carSpecifications(
  car: Car,
  listing: SearchDocument,
  settings: Pick<SiteSettings, 'stock' | 'identity'>,
  now: Date,
): SpecificationGroup[] {
  return vehicleSpecifications(
    {
      ...car,
      body: car.body ?? listing.body,
      transmission: car.transmission ?? listing.transmission,
      fuel: car.fuel ?? listing.fuel,
    },
    {
      registrationExpiry: registrationExpiry(car.regoExpiry, {
        now,
        expired: settings.stock.expiredRegistration,
        timeZone: settings.identity.timeZone,
      }),
      dates: settings.stock.carDates,
    },
  )
}
