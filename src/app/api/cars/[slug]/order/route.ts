import type { NextRequest } from 'next/server'
import { MAX_ORDER_BYTES, placeOrder } from '@/features/orders/placeOrder'
import { sessionVisitor } from '@/features/visitorAuth/sessions'
import { getPayloadClient } from '@/lib/payload'
import { clientAddress } from '@/lib/rateLimit'
import { carPost, outcomeAnswer } from '../carPost'

/**
 * POST /api/cars/{slug}/order: the checkout journey's order for the car on the dealer site the
 * Host header names, by the signed-in buyer where there is one (src/features/orders); the
 * answer names Stripe's page to pay on.
 */
export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }) {
  const post = await carPost(request, params, MAX_ORDER_BYTES)
  if (post instanceof Response) return post
  const visitor = await sessionVisitor(await getPayloadClient(), post.tenant, request.headers.get('cookie'))
  const sender = { address: clientAddress(request.headers) }
  return outcomeAnswer(await placeOrder(post.tenant, visitor, post.slug, post.body, sender))
}
