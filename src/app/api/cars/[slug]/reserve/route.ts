import type { NextRequest } from 'next/server'
import { MAX_RESERVATION_BYTES, startReservation } from '@/features/reservations/startReservation'
import { clientAddress } from '@/lib/rateLimit'
import { carPost, outcomeAnswer } from '../carPost'

/**
 * POST /api/cars/{slug}/reserve: a buyer reserving the car on the dealer site the Host header
 * names (src/features/reservations); the answer names Stripe's page to pay the deposit on.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const post = await carPost(request, params, MAX_RESERVATION_BYTES)
  if (post instanceof Response) return post
  return outcomeAnswer(
    await startReservation(post.tenant, post.slug, post.body, { address: clientAddress(request.headers) }),
  )
}
