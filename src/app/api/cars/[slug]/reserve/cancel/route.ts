import type { NextRequest } from 'next/server'
import { tenantForHost } from '@/content/tenant'
import { cancelCheckout } from '@/features/reservations/cancelCheckout'

/**
 * GET /api/cars/{slug}/reserve/cancel?ref=...: where Stripe's Back link sends a buyer who did
 * not pay (src/features/reservations/cancelCheckout.ts); back to the car's Reserve Online tab.
 */
export async function GET(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return Response.json({ error: 'No dealer site at this address.' }, { status: 404 })
  const back = await cancelCheckout(tenant, request.nextUrl.searchParams.get('ref') ?? '')
  if (!back) return Response.json({ error: 'No reservation has this reference.' }, { status: 404 })
  return new Response(null, {
    status: 303,
    headers: { location: `${back}#reserve-online`, 'cache-control': 'no-store' },
  })
}
