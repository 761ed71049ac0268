import type { Location, Tenant } from '@/payload-types'
import { autoDealerJsonLd, jsonLdScript } from '@/domain/structuredData'
import { siteOrigin } from '@tenants/siteUrl'
import { logoOf } from '@/content/tenant'

/** The dealer (and the given locations) as schema.org AutoDealer JSON-LD. */
export function DealerJsonLd({ tenant, locations }: { tenant: Tenant; locations: Location[] }) {
  const origin = siteOrigin(tenant)
  const logo = logoOf(tenant)?.url
  const data = autoDealerJsonLd(
    {
      name: tenant.name,
      url: origin,
      logo: logo ? new URL(logo, origin).toString() : null,
      phone: tenant.contact?.mainPhone,
    },
    locations.map((location) => ({
      name: location.name,
      type: location.locationType,
      phone: location.phone,
      address: location.address,
      openingHours: location.openingHours,
    })),
  )
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
}
