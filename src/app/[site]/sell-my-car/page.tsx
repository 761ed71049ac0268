import { notFound, permanentRedirect } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { serviceAndSellLinks } from '@/domain/siteLinks'
import { siteSettings } from '@tenants/settings'

/**
 * /sell-my-car and /sell-your-car (spec): where the dealer's sell-my-car link goes, the
 * manufacturer's dealer page when a base domain is set, else the site's /trade-in.
 */
export default async function SellMyCarPage(): Promise<never> {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  permanentRedirect(serviceAndSellLinks(siteSettings(tenant).links.manufacturerBaseDomain).sellMyCar)
}
