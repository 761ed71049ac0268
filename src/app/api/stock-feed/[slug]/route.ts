import type { NextRequest } from 'next/server'
import { pushTokenMatches } from '@tenants/pushToken'
import { findTenantBySlug } from '@tenants/resolveTenant'
import { getPayloadClient } from '@/lib/payload'
import { BodyTooLarge, readBodyText } from '@/lib/requestBody'
import { FeedFormatError, parseFeed } from '@search-sync/feed/parseFeed'
import { PUSH_INLINE_LIMIT, queuePushedStock } from '@search-sync/jobs/pushedStockImport'
import { syncDealerStock } from '@search-sync/syncDealerStock'

const MAX_BYTES = 20 * 1024 * 1024
const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/**
 * POST /api/stock-feed/<site slug>: a dealer management system pushes the site's feed (the
 * same JSON as a feed file) with `Authorization: Bearer <token>` (set per site by a platform
 * admin). `?partial=1` updates the cars sent without marking others sold. Answers with the
 * import report: 200 imported, 400 unreadable, 401 wrong token, 409 refused by the shrink guard.
 * A feed of more than PUSH_INLINE_LIMIT cars is read and checked, then imported by the stock
 * queue: 202 with the job's id, and the report on the dealer's Stock page in the admin when it is done.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params
  const payload = await getPayloadClient()
  const tenant = await findTenantBySlug(payload, slug, { withSecrets: true })
  const presented = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]?.trim()
  // Unknown site and wrong token get the same answer, so the endpoint reveals no site names.
  if (!tenant || !pushTokenMatches(tenant.stock?.pushToken, presented))
    return json(401, { error: 'Unknown site or wrong token.' })

  let records
  let body
  try {
    body = await readBodyText(request, MAX_BYTES)
    records = parseFeed(body, 'json')
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return json(413, { error: `The feed is larger than ${MAX_BYTES / 1024 / 1024} MB.` })
    if (error instanceof FeedFormatError) return json(400, { error: error.message })
    throw error
  }
  const full = request.nextUrl.searchParams.get('partial') !== '1'
  if (records.length > PUSH_INLINE_LIMIT) {
    const jobId = await queuePushedStock(payload, tenant, body, records.length, full)
    return json(202, {
      queued: true,
      job_id: String(jobId),
      received: records.length,
      message: `The feed of ${records.length} cars is queued for import; the report appears on the dealer's Stock page in the admin when it is done.`,
    })
  }
  const report = await syncDealerStock(payload, tenant, records, 'push', { full, force: false })
  return json(report.refused ? 409 : 200, report)
}
