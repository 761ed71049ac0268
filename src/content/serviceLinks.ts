import type { Tenant } from '@/payload-types'
import { serviceAndSellLinks } from '@/domain/siteLinks'
import { siteSettings } from '@tenants/settings'
import { getPublishedPage } from './pages'
import { tenantForHost } from './tenant'

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

/**
 * The GET handler of /sell-my-car, /sell-your-car and /service-booking: a 307 (where it goes
 * changes with the dealer's settings and pages) to where that link goes now.
 */
export const redirectToServiceLink =
  (which: 'sellMyCar' | 'serviceBooking') =>
  async (_request: Request, { params }: { params: Promise<{ site: string }> }) => {
    const tenant = await tenantForHost((await params).site)
    if (!tenant) return new Response('Not found', { status: 404 })
    const target = (await serviceLinksOf(tenant))[which]
    return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } })
  }
