import type { NextRequest } from 'next/server'
import { receivePaymentEvent } from '@/features/reservations/receivePaymentEvent'
import { BodyTooLarge, readBodyText, tooLarge } from '@/lib/requestBody'

/** Stripe's events are a few KB; a checkout session with its metadata well under this. */
const MAX_EVENT_BYTES = 256 * 1024

/** POST /api/payments/stripe: Stripe's webhook for deposits (src/features/reservations/receivePaymentEvent.ts). */
export async function POST(request: NextRequest) {
  let body: string
  try {
    // The signature covers the exact bytes sent, so the body is read as text, never re-serialised.
    body = await readBodyText(request, MAX_EVENT_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge(error)
    throw error
  }
  const outcome = await receivePaymentEvent(body, request.headers.get('stripe-signature'))
  return Response.json(outcome.body, { status: outcome.status, headers: { 'cache-control': 'no-store' } })
}
