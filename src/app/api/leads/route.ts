import type { NextRequest } from 'next/server'
import { tenantForHost } from '@/content/tenant'
import { MAX_LEAD_BYTES, submitLead } from '@/features/leads/submitLead'
import { clientAddress } from '@/lib/rateLimit'
import { readJsonBodyOr413 } from '@/lib/requestBody'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** POST /api/leads: an enquiry from the dealer site the Host header names (src/features/leads). */
export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json(404, { error: 'No dealer site at this address.' })
  const read = await readJsonBodyOr413(request, MAX_LEAD_BYTES)
  if (read instanceof Response) return read
  const outcome = await submitLead(tenant, read.body, {
    address: clientAddress(request.headers),
    userAgent: request.headers.get('user-agent'),
  })
  return json(
    outcome.status,
    outcome.body,
    outcome.status === 429 ? { 'retry-after': String(outcome.retryAfterSeconds) } : {},
  )
}
