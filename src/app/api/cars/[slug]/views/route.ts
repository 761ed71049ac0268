import type { NextRequest } from 'next/server'
import { tenantForHost } from '@/content/tenant'
import { countCarView } from '@/features/carViews/countCarView'
import { clientAddress } from '@/lib/rateLimit'

/**
 * POST /api/cars/{slug}/views: a visitor opened the car's page on the site the Host header
 * names. Counts the view (once per visitor and car in half an hour) and answers the car's
 * views: 201 when this view was stored, 200 when it was not counted again.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const tenant = await tenantForHost(request.headers.get('host'))
  const answer = (status: number, body: unknown) =>
    Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
  if (!tenant) return answer(404, { error: 'No dealer site at this address.' })
  let slug: string
  try {
    slug = decodeURIComponent((await params).slug)
  } catch {
    return answer(400, { error: 'Name the car by its address name.' })
  }
  const outcome = await countCarView(tenant, slug, clientAddress(request.headers))
  return answer(outcome.status, outcome.body)
}
