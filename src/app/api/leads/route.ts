import type { NextRequest } from 'next/server'
import { tenantForHost } from '@/content/tenant'
import { MAX_LEAD_BYTES, submitLead } from '@/features/leads/submitLead'
import { clientAddress } from '@/lib/rateLimit'
import { readJsonBodyOr413 } from '@/lib/requestBody'
import { isFormPost, postedForm } from '@/features/leads/postedForm'
import { DELETE as REST_DELETE, GET as REST_GET, PATCH as REST_PATCH } from '@/app/(payload)/api/[...slug]/route'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** POST /api/leads: an enquiry from the dealer site the Host header names (src/features/leads). */
export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json(404, { error: 'No dealer site at this address.' })
  const sender = { address: clientAddress(request.headers), userAgent: request.headers.get('user-agent') }
  if (isFormPost(request.headers.get('content-type'))) return postedForm(request, tenant, sender)
  const read = await readJsonBodyOr413(request, MAX_LEAD_BYTES)
  if (read instanceof Response) return read
  const outcome = await submitLead(tenant, read.body, sender)
  return json(
    outcome.status,
    outcome.body,
    outcome.status === 429 ? { 'retry-after': String(outcome.retryAfterSeconds) } : {},
  )
}

/**
 * This file answers /api/leads before Payload's REST catch-all could, so the collection's own
 * list requests are handed on to it: the admin's bulk delete and bulk edit of leads, and API
 * reads (Payload's access rules decide, as for every collection).
 */
const leadsRest =
  (handler: typeof REST_GET) =>
  (request: NextRequest): Promise<Response> =>
    handler(request, { params: Promise.resolve({ slug: ['leads'] }) })
export const GET = leadsRest(REST_GET)
export const PATCH = leadsRest(REST_PATCH)
export const DELETE = leadsRest(REST_DELETE)
