import type { NextRequest } from 'next/server'
import type { Tenant } from '@/payload-types'
import { tenantForHost } from '@/content/tenant'
import { readJsonBodyOr413 } from '@/lib/requestBody'

/** A JSON answer nobody caches (a buyer's own reservation or order). */
export const noStoreJson = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } })

/**
 * What a buyer's POST about one car starts from: the dealer site the Host header names, the car
 * by its address name, and the JSON body within its size; or the 4xx answer that says which
 * is missing.
 */
export async function carPost(
  request: NextRequest,
  params: Promise<{ slug: string }>,
  maxBytes: number,
): Promise<{ tenant: Tenant; slug: string; body: unknown } | Response> {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return noStoreJson(404, { error: 'No dealer site at this address.' })
  let slug: string
  try {
    slug = decodeURIComponent((await params).slug)
  } catch {
    return noStoreJson(400, { error: 'Name the car by its address name.' })
  }
  const read = await readJsonBodyOr413(request, maxBytes)
  if (read instanceof Response) return read
  return { tenant, slug, body: read.body }
}

/** A use case's outcome as the answer; a refusal for too many requests says when to try again. */
export const outcomeAnswer = (outcome: { status: number; body: unknown; retryAfterSeconds?: number }) =>
  noStoreJson(
    outcome.status,
    outcome.body,
    outcome.retryAfterSeconds === undefined ? {} : { 'retry-after': String(outcome.retryAfterSeconds) },
  )
