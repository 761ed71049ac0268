import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

/** GET /api/preview/exit?path=/x: leaves draft mode and shows the published page. */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  const safe = path.startsWith('/') && !path.startsWith('//') ? path : '/'
  return new Response(null, { status: 307, headers: { location: safe, 'cache-control': 'no-store' } })
}
