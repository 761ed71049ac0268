import type { NextRequest } from 'next/server'
import { refundReservation } from '@/features/reservations/refundDeposit'
import { getPayloadClient } from '@/lib/payload'
import type { RoleBearer } from '@tenants/roles'

/** POST /api/reservations/{id}/refund: a dealer's admin refunds a deposit (src/features/reservations/refundDeposit.ts). */
export async function POST(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const staff = user && user.collection === 'users' ? (user as RoleBearer) : null
  const { body, status } = await refundReservation(payload, staff, (await params).id)
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
}
