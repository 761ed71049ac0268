import { tenantForHost } from '@/content/tenant'
import { carPrintout } from '@/features/carPrintout/carPrintout'

// Made per request from cached stock; the production server keeps finished printouts until
// the dealer's stock changes (src/lib/pageResponseCache.mjs).
export const dynamic = 'force-dynamic'

/** /print?car_id={slug}: the car's one-page PDF, shown in the browser's viewer and saved as {slug}.pdf. */
export async function GET(request: Request, { params }: { params: Promise<{ site: string }> }) {
  const tenant = await tenantForHost((await params).site)
  if (!tenant) return new Response('Not found', { status: 404 })
  const outcome = await carPrintout(tenant, new URL(request.url).searchParams.get('car_id'))
  if (outcome.status !== 200) {
    return new Response(outcome.message, {
      status: outcome.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  return new Response(new Uint8Array(outcome.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${outcome.filename}"`,
      'content-length': String(outcome.pdf.length),
      'cache-control': 'public, max-age=0, s-maxage=300',
      'x-robots-tag': 'noindex',
    },
  })
}
