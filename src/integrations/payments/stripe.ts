import Stripe from 'stripe'
import { platformStripeKeys } from '@/config/payments'
import { checkoutExpiryAccepted } from '@/domain/reservations'

/**
 * Stripe, the deposit's payment provider, through its official SDK (stripe-node) at a pinned API
 * version. The platform holds one Stripe account (STRIPE_SECRET_KEY); each dealer's own account
 * is connected to it, and a deposit is a Checkout Session created on the dealer's account (the
 * Stripe-Account header), so the money goes to the dealer. Stripe reports the payment to the
 * platform's webhook, signed with STRIPE_WEBHOOK_SECRET and verified by the SDK.
 */
export type StripeConfig = { secretKey: string; webhookSecret: string; apiUrl: string }

/** The API version every request is made at: a Stripe upgrade changes nothing until this does. */
export const STRIPE_API_VERSION = '2026-10-28.endive'
/** Stripe's retryable failures (connection errors, 409, 429, 5xx) are tried twice more, with the same idempotency key. */
const RETRIES = 2
const STRIPE_API = 'https://api.stripe.com'

/** The platform's Stripe settings, or null where reservations cannot be taken (no keys). */
export function stripeConfig(env: Partial<NodeJS.ProcessEnv> = process.env): StripeConfig | null {
  const keys = platformStripeKeys(env)
  if (!keys) return null
  const { secretKey, webhookSecret } = keys
  // Another address only for a test double of Stripe's API (the tests run one).
  const apiUrl = (env.STRIPE_API_URL?.trim() || STRIPE_API).replace(/\/$/, '')
  return { secretKey, webhookSecret, apiUrl }
}

const clients = new Map<string, Stripe>()

/** One SDK client per key and address (the tests' own fetch gets its own). */
function stripeClient(config: StripeConfig, fetchImpl?: typeof fetch): Stripe {
  const key = `${config.secretKey}\n${config.apiUrl}`
  const kept = fetchImpl ? undefined : clients.get(key)
  if (kept) return kept
  const api = new URL(config.apiUrl)
  const client = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: RETRIES,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'dealer-platform' },
    ...(api.origin === STRIPE_API
      ? {}
      : {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }),
    ...(fetchImpl ? { httpClient: Stripe.createFetchHttpClient(fetchImpl) } : {}),
  })
  if (!fetchImpl) clients.set(key, client)
  return client
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

/** Stripe's refusal or silence as the platform's error, saying which. */
function providerError(what: string, error: unknown): PaymentProviderError {
  if (error instanceof Stripe.errors.StripeConnectionError)
    return new PaymentProviderError(`Stripe could not be reached: ${error.message}`)
  if (error instanceof Stripe.errors.StripeError)
    return new PaymentProviderError(`Stripe refused ${what} (${error.statusCode ?? 'no status'}): ${error.message}`)
  return new PaymentProviderError(`Stripe refused ${what}: ${(error as Error).message}`)
}

/** Opens a Checkout Session for the deposit; the buyer pays on Stripe's page at `url`. */
export async function createCheckoutSession(
  config: StripeConfig,
  request: CheckoutRequest,
  fetchImpl?: typeof fetch,
  now: () => Date = () => new Date(),
): Promise<CheckoutSession> {
  // Stripe refuses an expiry under 30 minutes from its receipt: better to say so than to be refused.
  if (!checkoutExpiryAccepted(request.expiresAt, now()))
    throw new PaymentProviderError(
      `The checkout would close at ${request.expiresAt.toISOString()}: too soon for Stripe`,
    )
  let session: Stripe.Checkout.Session
  try {
    session = await stripeClient(config, fetchImpl).checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency,
              unit_amount: request.amountCents,
              product_data: { name: request.description.slice(0, 250) },
            },
          },
        ],
        client_reference_id: request.reservationId,
        metadata: { reservation: request.reservationId },
        payment_intent_data: { metadata: { reservation: request.reservationId } },
        customer_email: request.customerEmail,
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      },
      // One reservation opens one session, however often the request is retried.
      { stripeAccount: request.account, idempotencyKey: `reservation-${request.reservationId}` },
    )
  } catch (error) {
    throw providerError('the checkout', error)
  }
  if (!session.id || !session.url)
    throw new PaymentProviderError('Stripe refused the checkout: no session in the answer')
  return { id: session.id, url: session.url }
}

/**
 * Closes an open Checkout Session (the buyer came back without paying), so it can never be
 * paid afterwards. True when it is closed now; false when Stripe refused (it was paid meanwhile).
 */
export async function expireCheckoutSession(
  config: StripeConfig,
  account: string,
  sessionId: string,
  fetchImpl?: typeof fetch,
): Promise<boolean> {
  try {
    await stripeClient(config, fetchImpl).checkout.sessions.expire(sessionId, {}, { stripeAccount: account })
    return true
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError) return false
    throw providerError('to close the checkout', error)
  }
}

export type Refund = { id: string; status: string; amountCents: number }

/**
 * Gives a paid deposit back in full, on the dealer's account it was paid to (Stripe's Refunds
 * API). One refund per reservation however often it is asked (the idempotency key), so a
 * retry after a lost answer never refunds twice.
 */
export async function refundPayment(
  config: StripeConfig,
  request: { account: string; paymentIntent: string; reservationId: string },
  fetchImpl?: typeof fetch,
): Promise<Refund> {
  try {
    const refund = await stripeClient(config, fetchImpl).refunds.create(
      {
        payment_intent: request.paymentIntent,
        reason: 'requested_by_customer',
        metadata: { reservation: request.reservationId },
      },
      { stripeAccount: request.account, idempotencyKey: `refund-${request.reservationId}` },
    )
    return { id: refund.id, status: refund.status ?? 'pending', amountCents: refund.amount }
  } catch (error) {
    throw providerError('the refund', error)
  }
}

/** Signed events older than this are refused (Stripe's own default tolerance). */
const TOLERANCE_SECONDS = 300

export type StripeEvent = Pick<Stripe.Event, 'id' | 'type' | 'account'> & { data: { object: Record<string, unknown> } }

/**
 * The event in a webhook request, or null when its Stripe-Signature header does not prove it
 * came from Stripe (the SDK's check: an HMAC-SHA256 of "{timestamp}.{raw body}" with the
 * endpoint's secret, signed at most five minutes before `now`).
 */
export function verifiedStripeEvent(
  rawBody: string,
  signatureHeader: string | null,
  secret: string,
  now = new Date(),
): StripeEvent | null {
  if (!signatureHeader) return null
  try {
    const event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      TOLERANCE_SECONDS,
      undefined,
      now.getTime(),
    )
    return typeof event?.type === 'string' && event.data?.object ? (event as unknown as StripeEvent) : null
  } catch {
    return null
  }
}

/** A Stripe-Signature header for a body, as Stripe makes it (for the test double and tests). */
export function stripeSignature(rawBody: string, secret: string, now = new Date()): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: rawBody,
    secret,
    timestamp: Math.floor(now.getTime() / 1000),
  })
}
