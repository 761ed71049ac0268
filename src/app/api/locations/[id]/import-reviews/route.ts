import type { NextRequest } from 'next/server'
import { importReviewsNow } from '@/features/reviewsImport/importReviewsNow'
import { getPayloadClient } from '@/lib/payload'
import type { RoleBearer } from '@tenants/roles'

/** POST /api/locations/{id}/import-reviews: staff import a location's Google reviews now (src/features/reviewsImport). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const staff = user && user.collection === 'users' ? (user as RoleBearer) : null
  const { body, status } = await importReviewsNow(payload, staff, (await params).id)
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}
