import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'
import { getPayloadClient } from '@/lib/payload'
import { verifyPreview } from '@tenants/previewToken'
import { findTenantByHost } from '@tenants/resolveTenant'

const refuse = (message: string) => new Response(message, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * GET /api/preview?tenant&path&expires&token, on the dealer's own host: checks the signed
 * link from the admin, switches this browser to draft mode and opens the page.
 */
export async function GET(request: NextRequest) {
  const payload = await getPayloadClient()
  const grant = verifyPreview(payload.secret, request.nextUrl.searchParams)
  if ('refused' in grant) return refuse(grant.refused)
  const tenant = await findTenantByHost(payload, request.headers.get('host'))
  if (!tenant || String(tenant.id) !== grant.tenant) return refuse('This preview link belongs to another dealer site.')
  ;(await draftMode()).enable()
  return new Response(null, { status: 307, headers: { location: grant.path, 'cache-control': 'no-store' } })
}
