import type { Payload } from 'payload'
import { tenantForHost } from '@/content/tenant'
import type { Tenant, Visitor } from '@/payload-types'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit'
import { readJsonBodyOr413 } from '@/lib/requestBody'
import { fromAnotherSite } from '@/lib/sameSite'
import type { VisitorAuthOutcome } from './outcome'
import { sessionVisitor } from './sessions'

/** The most a sign-in request's body may hold, JSON or form. */
export const MAX_BYTES = 4 * 1024

export const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** An outcome as the HTTP answer: Retry-After on 429, the session cookie when one was set or ended. */
export function outcomeAnswer({ status, body, retryAfterSeconds, cookie }: VisitorAuthOutcome): Response {
  return answer(status, body, {
    ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}),
    ...(cookie ? { 'set-cookie': cookie } : {}),
  })
}

export type VisitorRequest = { payload: Payload; tenant: Tenant; address: string; cookie: string | null }

/**
 * The dealer site a visitor's request is for (by its Host), or the answer refusing it: no site
 * here (404), or a write sent from another site's page (403; the session cookie is SameSite=Lax,
 * and the Origin a browser sends says so again).
 */
export async function visitorRequest(request: Request): Promise<VisitorRequest | Response> {
  const host = request.headers.get('host')
  const tenant = await tenantForHost(host)
  if (!tenant) return answer(404, { error: 'No dealer site at this address.' })
  if (request.method !== 'GET' && fromAnotherSite(request.headers))
    return answer(403, { error: 'This request came from another site.' })
  return {
    payload: await getPayloadClient(),
    tenant,
    address: clientAddress(request.headers),
    cookie: request.headers.get('cookie'),
  }
}

/** A JSON object body of at most 4 KB, or the 4xx answer. */
export async function jsonInput(request: Request): Promise<Record<string, unknown> | Response> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json'))
    return answer(415, { error: 'Send JSON (Content-Type: application/json).' })
  const read = await readJsonBodyOr413(request, MAX_BYTES)
  if (read instanceof Response) return read
  if (!read.body || typeof read.body !== 'object' || Array.isArray(read.body))
    return answer(400, { error: 'The body must be a JSON object.' })
  return read.body as Record<string, unknown>
}

export type SignedInRequest = VisitorRequest & { visitor: Visitor }

/** The signed-in visitor's request on their own dealer's site, or the answer refusing it (401 when nobody is signed in). */
export async function signedInRequest(request: Request, notSignedIn: unknown): Promise<SignedInRequest | Response> {
  const site = await visitorRequest(request)
  if (site instanceof Response) return site
  const visitor = await sessionVisitor(site.payload, site.tenant, site.cookie)
  return visitor ? { ...site, visitor } : answer(401, notSignedIn)
}
