import { siteOrigin } from '@tenants/siteUrl'
import { sitemapEntries } from '@/content/sitemapEntries'
import { tenantForHost } from '@/content/tenant'

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

// Answered per request (from cached data); never rendered at build time.
export const dynamic = 'force-dynamic'

/** /sitemap.xml of the dealer the host names, with URLs on the dealer's primary domain. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const tenant = await tenantForHost((await params).site)
  if (!tenant) return new Response('Not found', { status: 404 })
  const origin = siteOrigin(tenant)
  const urls = (await sitemapEntries(tenant))
    .map(
      (entry) =>
        `  <url><loc>${escape(origin + entry.path)}</loc>${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : ''}</url>`,
    )
    .join('\n')
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, s-maxage=300' },
  })
}
