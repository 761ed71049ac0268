import { tenantForHost } from '@/content/tenant'
import { serviceAndSellLinks } from '@/domain/siteLinks'
import { siteSettings } from '@tenants/settings'

// Answered per request (from cached data): the target follows the dealer's setting.
export const dynamic = 'force-dynamic'

/**
 * /sell-my-car and /sell-your-car (spec): where the dealer's sell-my-car link goes, the
 * manufacturer's dealer page when a base domain is set, else the site's /trade-in.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const tenant = await tenantForHost((await params).site)
  if (!tenant) return new Response('Not found', { status: 404 })
  const target = serviceAndSellLinks(siteSettings(tenant).links.manufacturerBaseDomain).sellMyCar
  return new Response(null, { status: 308, headers: { location: target, 'cache-control': 'no-store' } })
}
