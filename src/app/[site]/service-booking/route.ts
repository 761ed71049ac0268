import { tenantForHost } from '@/content/tenant'
import { serviceLinksOf } from '@/content/serviceLinks'

// Answered per request (from cached data): the target follows the dealer's settings and pages.
export const dynamic = 'force-dynamic'

/**
 * /service-booking: the dealer's own service page, the manufacturer's booking page, or the
 * contact page, whichever the dealer has (src/domain/siteLinks.ts). Menus, banners and offers
 * link here, so they never name an address that is not there.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const tenant = await tenantForHost((await params).site)
  if (!tenant) return new Response('Not found', { status: 404 })
  const target = (await serviceLinksOf(tenant)).serviceBooking
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } })
}
