import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { tenantForHost } from '@/content/tenant'
import { recordPhoneReveal } from '@/integrations/phoneReveal'
import { clientAddress, createRateLimiter } from '@/lib/rateLimit'
import { readJsonBodyOr413 } from '@/lib/requestBody'

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** A visitor reveals a number a few times at most; a flood must not flood the log. */
const revealLimiter = createRateLimiter({ name: 'phone-reveals', limit: 30, windowMs: 60_000 })

const REVEAL_BODY = z.object({
  car_id: z.string().max(200).nullish(),
  dealership_id: z.string().max(100).nullish(),
  path: z.string().max(500).nullish(),
})

/**
 * POST /api/phone-reveals {car_id, dealership_id, path}: a visitor revealed the dealer's
 * phone number on the site the Host header names. Logged, never stored; answers 202.
 */
export async function POST(request: NextRequest) {
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json(404, { error: 'No dealer site at this address.' })
  const read = await readJsonBodyOr413(request, 2 * 1024)
  if (read instanceof Response) return read
  const parsed = REVEAL_BODY.safeParse(read.body)
  if (!parsed.success) return json(400, { error: 'Send car_id, dealership_id and path as short strings.' })
  const wait = await revealLimiter.attempt(`${tenant.id}:${clientAddress(request.headers)}`)
  if (wait !== null) return json(429, { error: 'Too many requests. Please try again shortly.' })
  await recordPhoneReveal({
    websiteId: String(tenant.id),
    carId: parsed.data.car_id ?? null,
    dealershipId: parsed.data.dealership_id ?? null,
    path: parsed.data.path ?? null,
  })
  return json(202, { logged: true })
}
