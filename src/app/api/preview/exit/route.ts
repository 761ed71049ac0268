import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { sameSitePathOr } from '@/domain/sameSitePath'
import { PREVIEW_COOKIE } from '@tenants/previewToken'

/** GET /api/preview/exit?path=/x: leaves draft mode and shows the published page (a path on this site only). */
export async function GET(request: NextRequest) {
  ;(await draftMode()).disable()
  const location = sameSitePathOr(request.nextUrl.searchParams.get('path'), '/')
  const response = new Response(null, { status: 307, headers: { location, 'cache-control': 'no-store' } })
  response.headers.append(
    'set-cookie',
    `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; HttpOnly; ${process.env.NODE_ENV === 'development' ? 'SameSite=Lax' : 'SameSite=None; Secure'}`,
  )
  return response
}
