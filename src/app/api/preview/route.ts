import { cookies, draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { getPayloadClient } from '@/lib/payload'
import { PREVIEW_COOKIE, verifyPreview } from '@tenants/previewToken'
import { findTenantByHost } from '@tenants/resolveTenant'
import { DRAFT_MODE_COOKIE, previewCookies } from './previewCookies'

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
  // Next sets its draft-mode cookie for the session; it is written again below, with the
  // grant's lifetime and a partitioned copy, so that it also reaches Live Preview's frame.
  const bypass = (await cookies()).get(DRAFT_MODE_COOKIE)?.value
  const response = new Response(null, { status: 307, headers: { location: grant.path, 'cache-control': 'no-store' } })
  const grantCookie = encodeURIComponent(new URLSearchParams(request.nextUrl.searchParams).toString())
  const maxAge = Math.max(0, Math.floor((grant.expires - Date.now()) / 1000))
  const values = { [PREVIEW_COOKIE]: grantCookie, ...(bypass ? { [DRAFT_MODE_COOKIE]: bypass } : {}) }
  for (const value of previewCookies(values, maxAge)) response.headers.append('set-cookie', value)
  return response
}
