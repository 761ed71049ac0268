import { createHmac, timingSafeEqual } from 'node:crypto'
import { platformStripeKeys } from '@/config/payments'

/**
 * Stripe, the deposit's payment provider, through its HTTP API (no SDK: two calls and a
 * signature check). The platform holds one Stripe account (STRIPE_SECRET_KEY); each dealer's
 * own account is connected to it, and a deposit is a Checkout Session created on the dealer's
 * account (the Stripe-Account header), so the money goes to the dealer. Stripe reports the
 * payment to the platform's webhook, signed with STRIPE_WEBHOOK_SECRET.
 */
export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string }

/** The platform's Stripe settings, or null where reservations cannot be taken (no keys). */
export function stripeConfig(env: Partial<NodeJS.ProcessEnv> = process.env): StripeConfig | null {
  const keys = platformStripeKeys(env)
  if (!keys) return null
  const { secretKey, webhookSecret } = keys
  // Another address only for a stand-in of Stripe's API (the browser tests run one).
  const apiUrl = (env.STRIPE_API_URL?.trim() || 'https://api.stripe.com').replace(/\/$/, '')
  return { secretKey, webhookSecret, apiUrl }
}

export type CheckoutRequest = {
  /** The dealer's connected account. */
  account: string
  amountCents: number
  currency: 'aud' | 'nzd'
  /** What the buyer sees they are paying for. */
  description: string
  reservationId: string
  customerEmail: string
  successUrl: string
  cancelUrl: string
  expiresAt: Date
}

export type CheckoutSession = { id: string; url: string }

export class PaymentProviderError extends Error {}

/** Opens a Checkout Session for the deposit; the buyer pays on Stripe's page at `url`. */
export async function createCheckoutSession(
  config: StripeConfig,
  request: CheckoutRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckoutSession> {
  const form = new URLSearchParams({
    mode: 'payment',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': request.currency,
    'line_items[0][price_data][unit_amount]': String(request.amountCents),
    'line_items[0][price_data][product_data][name]': request.description.slice(0, 250),
    client_reference_id: request.reservationId,
    'metadata[reservation]': request.reservationId,
    'payment_intent_data[metadata][reservation]': request.reservationId,
    customer_email: request.customerEmail,
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    expires_at: String(Math.floor(request.expiresAt.getTime() / 1000)),
  })
  let response: Response
  try {
    response = await fetchImpl(`${config.apiUrl}/v1/checkout/sessions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.secretKey}`,
        'content-type': 'application/x-www-form-urlencoded',
        'stripe-account': request.account,
        // One reservation opens one session, however often the request is retried.
        'idempotency-key': `reservation-${request.reservationId}`,
      },
      body: form,
      signal: AbortSignal.timeout(15_000),
    })
  } catch (error) {
    throw new PaymentProviderError(`Stripe could not be reached: ${(error as Error).message}`)
  }
  const body = (await response.json().catch(() => null)) as {
    id?: string
    url?: string
    error?: { message?: string }
  } | null
  if (!response.ok || !body?.id || !body.url)
    throw new PaymentProviderError(
      `Stripe refused the checkout (${response.status}): ${body?.error?.message ?? 'no session in the answer'}`,
    )
  return { id: body.id, url: body.url }
}

/**
 * Closes an open Checkout Session (the buyer came back without paying), so it can never be
 * paid afterwards. True when it is closed now; false when Stripe refused (it was paid meanwhile).
 */
export async function expireCheckoutSession(
  config: StripeConfig,
  account: string,
  sessionId: string,
  fetchImpl: typeof fetch = fetch,
): Promise<boolean> {
  const response = await fetchImpl(`${config.apiUrl}/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`, {
    method: 'POST',
    headers: { authorization: `Bearer ${config.secretKey}`, 'stripe-account': account },
    signal: AbortSignal.timeout(15_000),
  }).catch((error: Error) => {
    throw new PaymentProviderError(`Stripe could not be reached: ${error.message}`)
  })
  return response.ok
}

/** Signed events older than this are refused (Stripe's own default tolerance). */
const TOLERANCE_SECONDS = 300

export type StripeEvent = {
  id: string
  type: string
  account?: string
  data: { object: Record<string, unknown> }
}

/**
 * The event in a webhook request, or null when its Stripe-Signature header does not prove it
 * came from Stripe now: HMAC-SHA256 of "{timestamp}.{raw body}" with the endpoint's secret,
 * any of the v1 signatures matching, the timestamp within five minutes.
 */
export function verifiedStripeEvent(
  rawBody: string,
  signatureHeader: string | null,
  secret: string,
  now = new Date(),
): StripeEvent | null {
  if (!signatureHeader) return null
  const parts = signatureHeader.split(',').map((part) => part.trim().split('='))
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1])
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '')
  if (!Number.isInteger(timestamp) || !signatures.length) return null
  if (Math.abs(now.getTime() / 1000 - timestamp) > TOLERANCE_SECONDS) return null
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'))
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
  if (!matches) return null
  try {
    const event = JSON.parse(rawBody) as StripeEvent
    return typeof event?.type === 'string' && event.data?.object ? event : null
  } catch {
    return null
  }
}

/** A Stripe-Signature header for a body, as Stripe makes it (for the stand-in and tests). */
export function stripeSignature(rawBody: string, secret: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000)
  return `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`
}
