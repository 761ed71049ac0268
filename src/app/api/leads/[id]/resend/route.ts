import type { NextRequest } from 'next/server'
import { resendLead } from '@/features/leads/delivery/resendLead'
import { getPayloadClient } from '@/lib/payload'
import type { RoleBearer } from '@tenants/roles'

/** POST /api/leads/{id}/resend: staff send a lead to the dealer again (src/features/leads/delivery/resendLead.ts). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const staff = user && user.collection === 'users' ? (user as RoleBearer) : null
  const { body, status } = await resendLead(payload, staff, (await params).id)
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}
