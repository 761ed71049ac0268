import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { getPayloadClient } from '@/lib/payload'
import { PREVIEW_COOKIE, verifyPreview } from '@tenants/previewToken'
import { findTenantByHost } from '@tenants/resolveTenant'

const refuse = (message: string) =>
  new Response(message, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * GET /api/preview?tenant&path&expires&token, on the dealer's own host: checks the signed
 * link from the admin, switches this browser to draft mode and opens the page. The grant
 * itself goes into a cookie that pages check (tenant, path, expiry) before showing a draft.
 */
export async function GET(request: NextRequest) {
  const payload = await getPayloadClient()
  const grant = verifyPreview(payload.secret, request.nextUrl.searchParams)
  if ('refused' in grant) return refuse(grant.refused)
  const tenant = await findTenantByHost(payload, request.headers.get('host'))
  if (!tenant || String(tenant.id) !== grant.tenant) return refuse('This preview link belongs to another dealer site.')
  ;(await draftMode()).enable()
  const response = new Response(null, { status: 307, headers: { location: grant.path, 'cache-control': 'no-store' } })
  const cookie = new URLSearchParams(request.nextUrl.searchParams)
  const maxAge = Math.max(0, Math.floor((grant.expires - Date.now()) / 1000))
  // As Next sets its own draft-mode cookie: outside development it must also travel inside
  // Live Preview's frame, whose page (the dealer's host) is another site than the admin's.
  const attributes = process.env.NODE_ENV === 'development' ? 'SameSite=Lax' : 'SameSite=None; Secure'
  response.headers.append(
    'set-cookie',
    `${PREVIEW_COOKIE}=${encodeURIComponent(cookie.toString())}; Path=/; Max-Age=${maxAge}; HttpOnly; ${attributes}`,
  )
  return response
}
