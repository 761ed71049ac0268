import { tenantForHost } from '@/content/tenant'
import { serviceLinksOf } from '@/content/serviceLinks'

// Answered per request (from cached data): the target follows the dealer's settings and pages.
export const dynamic = 'force-dynamic'

/**
 * /sell-my-car and /sell-your-car (spec): the dealer's own trade-in page, or the manufacturer's
 * sell-my-car page when the dealer has one there. A 307: where it goes changes with the settings.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const tenant = await tenantForHost((await params).site)
  if (!tenant) return new Response('Not found', { status: 404 })
  const target = (await serviceLinksOf(tenant)).sellMyCar
  return new Response(null, { status: 307, headers: { location: target, 'cache-control': 'no-store' } })
}
