import { siteOrigin } from '@tenants/siteUrl'
import { tenantForHost } from '@/content/tenant'

// Answered per request (from cached data); never rendered at build time.
export const dynamic = 'force-dynamic'

/** /robots.txt of the dealer the host names: the site is open, the admin and API are not. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const tenant = await tenantForHost((await params).site)
  if (!tenant) return new Response('Not found', { status: 404 })
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteOrigin(tenant)}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=300' },
  })
}
