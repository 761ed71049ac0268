import type { NextRequest } from 'next/server'
import { requestSyncNow } from '@search-sync/jobs/syncNow'
import { getPayloadClient } from '@/lib/payload'
import type { RoleBearer } from '@tenants/roles'

/**
 * POST /api/stock-sync/<site slug>: "Sync now" on the admin's Stock page queues an import of
 * the dealer's feed source (search-sync/jobs/syncNow.ts). 202 with the import's id, 401 signed
 * out, 403 a viewer, 404 not one of the user's dealers, 409 no feed source to read.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const staff = user && user.collection === 'users' ? (user as RoleBearer & { email?: string }) : null
  const { status, body } = await requestSyncNow(payload, staff, (await params).slug)
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}
