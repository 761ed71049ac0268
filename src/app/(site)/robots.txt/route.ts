import { siteOrigin } from '@tenants/siteUrl'
import { tenantForHost } from '@/content/tenant'

/** /robots.txt of the dealer the host names: the site is open, the admin and API are not. */
export async function GET(request: Request) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return new Response('Not found', { status: 404 })
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${siteOrigin(tenant)}/sitemap.xml`, ''].join('\n')
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=300' } })
}
