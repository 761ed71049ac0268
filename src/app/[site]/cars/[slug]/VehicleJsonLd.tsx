import { carJsonLd, jsonLdScript } from '@/domain/structuredData'
import { sharedPhoto, type StoredPhoto } from '@/domain/photoSources'
import type { Car, Tenant } from '@/payload-types'
import type { SearchDocument } from '@/search/document'
import { siteOrigin } from '@tenants/siteUrl'

/** The car as schema.org data for search engines, with its photos' shared renditions. */
export function VehicleJsonLd({
  tenant,
  car,
  listing,
  title,
  photos,
}: {
  tenant: Tenant
  car: Car
  listing: SearchDocument
  title: string
  photos: StoredPhoto[]
}) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: jsonLdScript(
          carJsonLd({
            name: title,
            url: `${siteOrigin(tenant)}/cars/${listing.slug}`,
            make: car.make,
            model: car.model,
            year: car.year ?? null,
            vin: car.vin,
            colour: car.colour,
            body: listing.body,
            fuel: listing.fuel,
            transmission: listing.transmission,
            km: car.carType === 'new' ? null : (car.km ?? null),
            carType: car.carType,
            status: car.status,
            price: listing.price,
            images: photos.map((photo) => new URL(sharedPhoto(photo).url, siteOrigin(tenant)).toString()),
            dealer: tenant.name,
          }),
        ),
      }}
    />
  )
}
