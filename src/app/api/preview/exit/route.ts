import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { sameSitePathOr } from '@/domain/sameSitePath'
import { endedPreviewCookies } from '../previewCookies'

/** GET /api/preview/exit?path=/x: leaves draft mode and shows the published page (a path on this site only). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const location = sameSitePathOr(request.nextUrl.searchParams.get('path'), '/')
  const response = new Response(null, { status: 307, headers: { location, 'cache-control': 'no-store' } })
  for (const value of endedPreviewCookies()) response.headers.append('set-cookie', value)
  return response
}
