import type { Tenant } from '@/payload-types'
import { serviceAndSellLinks } from '@/domain/siteLinks'
import { siteSettings } from '@tenants/settings'
import { getPublishedPage } from './pages'

/** Where this dealer's service booking and sell-my-car go now: its own pages first (src/domain/siteLinks.ts). */
export async function serviceLinksOf(tenant: Tenant) {
  const [servicePage, tradeInPage] = await Promise.all([
    getPublishedPage(tenant, 'genuine-service'),
    getPublishedPage(tenant, 'trade-in'),
  ])
  const { links } = siteSettings(tenant)
  return serviceAndSellLinks(links.manufacturerBaseDomain, {
    hosts: (tenant.domains ?? []).map((d) => d.domain),
    hasServicePage: Boolean(servicePage),
    hasTradeInPage: Boolean(tradeInPage),
    contactPath: links.contactPath,
  })
}
