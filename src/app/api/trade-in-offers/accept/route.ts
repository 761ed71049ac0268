import type { NextRequest } from 'next/server'
import { tenantForHost } from '@/content/tenant'
import { acceptTradeInOffer } from '@/features/leads/acceptTradeInOffer'
import { readJsonBodyOr413 } from '@/lib/requestBody'

/** POST /api/trade-in-offers/accept: a customer accepts the dealer's offer for their car ({ token }). */
export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return Response.json({ error: 'No dealer site at this address.' }, { status: 404 })
  const read = await readJsonBodyOr413(request, 1024)
  if (read instanceof Response) return read
  const outcome = await acceptTradeInOffer(tenant, read.body)
  return Response.json(outcome.body, { status: outcome.status, headers: { 'cache-control': 'no-store' } })
}
