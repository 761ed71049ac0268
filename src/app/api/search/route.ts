import type { NextRequest } from 'next/server'
import { getPayloadClient } from '@/lib/payload'
import { configuredSearchEngine } from '@/search/configuredEngine'
import { parseSearchQuery, SearchQueryError } from '@/search/query'
import { siteScopeOf } from '@/search/siteScope'
import { tenantForHost } from '@/content/tenant'
import { log } from '@/lib/log.mjs'

const json = (status: number, body: unknown) =>
  Response.json(body, {
    status,
    headers: { 'cache-control': status === 200 ? 'public, max-age=0, s-maxage=30' : 'no-store' },
  })

/**
 * GET /api/search?query&page&sortBy&make=...&price=min-max: the stock search of the site the
 * Host header names. The tenant and its base filters come from the server, never the query.
 * Bad parameters get a 400 naming the parameter; an unavailable engine a 503, never a 500.
 */
export async function GET(request: NextRequest) {
  const payload = await getPayloadClient()
  const tenant = await tenantForHost(request.headers.get('host'))
  if (!tenant) return json(404, { error: 'No dealer site at this address.' })

  const scope = siteScopeOf(tenant)
  let query
  try {
    query = parseSearchQuery(request.nextUrl.searchParams, scope)
  } catch (error) {
    if (error instanceof SearchQueryError) return json(400, { error: error.message, parameter: error.parameter })
    throw error
  }

  try {
    return json(200, await configuredSearchEngine(payload).search(scope, query))
  } catch (error) {
    log.error({ err: error }, 'search failed')
    return json(503, { error: 'Search is not available right now. Please try again shortly.' })
  }
}
