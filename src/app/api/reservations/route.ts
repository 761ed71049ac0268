import type { NextRequest } from 'next/server'
import { tenantForHost } from '@/content/tenant'
import { MAX_RESERVATION_BYTES, startReservation } from '@/features/reservations/startReservation'
import { clientAddress } from '@/lib/rateLimit'
import { readJsonBodyOr413 } from '@/lib/requestBody'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** POST /api/reservations: a buyer reserving a car on the dealer site the Host header names (src/features/reservations). */
export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json(404, { error: 'No dealer site at this address.' })
  const read = await readJsonBodyOr413(request, MAX_RESERVATION_BYTES)
  if (read instanceof Response) return read
  const outcome = await startReservation(tenant, read.body, { address: clientAddress(request.headers) })
  return json(
    outcome.status,
    outcome.body,
    outcome.status === 429 ? { 'retry-after': String(outcome.retryAfterSeconds) } : {},
  )
}
