import type { NextRequest } from 'next/server'
import { tenantForHost } from '@/content/tenant'
import { MAX_ORDER_BYTES, placeOrder } from '@/features/orders/placeOrder'
import { sessionVisitor } from '@/features/visitorAuth/sessions'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit'
import { readJsonBodyOr413 } from '@/lib/requestBody'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * POST /api/cars/{slug}/order: the checkout journey's order for the car on the dealer site the
 * Host header names, by the signed-in buyer where there is one (src/features/orders); the
 * answer names Stripe's page to pay on.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json(404, { error: 'No dealer site at this address.' })
  let slug: string
  try {
    slug = decodeURIComponent((await params).slug)
  } catch {
    return json(400, { error: 'Name the car by its address name.' })
  }
  const read = await readJsonBodyOr413(request, MAX_ORDER_BYTES)
  if (read instanceof Response) return read
  const visitor = await sessionVisitor(await getPayloadClient(), tenant, request.headers.get('cookie'))
  const outcome = await placeOrder(tenant, visitor, slug, read.body, { address: clientAddress(request.headers) })
  return json(
    outcome.status,
    outcome.body,
    outcome.status === 429 ? { 'retry-after': String(outcome.retryAfterSeconds) } : {},
  )
}
