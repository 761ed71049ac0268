// What Stripe's API reference says Stripe refuses, for the stand-in (scripts/stripeStandIn.mjs):
// each check gives { param, message } as Stripe's error names them, or null.

const CURRENCIES = new Set(['aud', 'nzd', 'usd', 'eur', 'gbp'])
/** Stripe's smallest charge, in cents, for the currencies the platform's dealers use. */
const MINIMUM_CENTS = 50
const MINUTE = 60

/**
 * Why Stripe would refuse this Checkout Session (POST /v1/checkout/sessions, per its API
 * reference), as { param, message }, or null. `receivedAt` is the moment it arrived: Stripe
 * times expires_at from its own receipt of the request, 30 minutes to 24 hours after it.
 * @param {URLSearchParams} form
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {number} receivedAt seconds since the epoch
 */
export function checkoutProblem(form, headers, receivedAt) {
  const account = String(headers['stripe-account'] ?? '')
  if (account && !/^acct_[A-Za-z0-9]+$/.test(account))
    return { param: 'Stripe-Account', message: `No such account: '${account}'` }
  if (form.get('mode') !== 'payment') return { param: 'mode', message: 'Invalid mode: must be payment here' }
  const quantity = form.get('line_items[0][quantity]')
  if (!quantity || !/^[1-9]\d*$/.test(quantity)) return { param: 'line_items[0][quantity]', message: 'Invalid integer' }
  const currency = form.get('line_items[0][price_data][currency]') ?? ''
  if (!CURRENCIES.has(currency))
    return { param: 'line_items[0][price_data][currency]', message: `Invalid currency: ${currency}` }
  const amount = form.get('line_items[0][price_data][unit_amount]') ?? ''
  if (!/^\d+$/.test(amount)) return { param: 'line_items[0][price_data][unit_amount]', message: 'Invalid integer' }
  if (Number(amount) < MINIMUM_CENTS)
    return {
      param: 'line_items[0][price_data][unit_amount]',
      message: "The Checkout Session's total amount due must add up to at least $0.50",
    }
  const name = form.get('line_items[0][price_data][product_data][name]') ?? ''
  if (!name.trim()) return { param: 'line_items[0][price_data][product_data][name]', message: 'Missing required param' }
  for (const param of ['success_url', 'cancel_url']) {
    const value = form.get(param)
    if (param === 'success_url' && !value) return { param, message: 'Missing required param: success_url' }
    if (value && !/^https?:\/\/[^\s]+$/.test(value)) return { param, message: 'Not a valid URL' }
  }
  const email = form.get('customer_email')
  if (email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    return { param: 'customer_email', message: 'Invalid email address' }
  const reference = form.get('client_reference_id')
  if (reference !== null && (reference.length < 1 || reference.length > 200))
    return { param: 'client_reference_id', message: 'client_reference_id must be 1 to 200 characters' }
  for (const [key, value] of form) {
    const metadataKey = /^(?:payment_intent_data\[)?metadata\]?\[([^\]]*)\]$/.exec(key)?.[1]
    if (metadataKey !== undefined && (metadataKey.length > 40 || value.length > 500))
      return { param: key, message: 'Metadata keys are at most 40 characters and values at most 500' }
  }
  const expiresAt = form.get('expires_at')
  if (expiresAt !== null) {
    if (!/^\d+$/.test(expiresAt)) return { param: 'expires_at', message: 'Invalid integer' }
    const ahead = Number(expiresAt) - receivedAt
    if (ahead < 30 * MINUTE || ahead > 24 * 60 * MINUTE)
      return {
        param: 'expires_at',
        message: 'The `expires_at` timestamp must be between 30 minutes and 24 hours after Checkout Session creation.',
      }
  }
  return null
}

const REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer'])

/**
 * Why Stripe would refuse this refund (POST /v1/refunds, per its API reference), as
 * { status, code, param, message }, or null. `intent` is the payment the request names as
 * Stripe holds it on the account in the Stripe-Account header, or null when it has none.
 * @param {URLSearchParams} form
 * @param {{ id: string, amount: number, refunded: number } | null} intent
 */
export function refundProblem(form, intent) {
  const named = form.get('payment_intent') ?? form.get('charge')
  if (!named)
    return { status: 400, param: 'payment_intent', message: 'One of `charge` or `payment_intent` is required.' }
  if (!intent)
    return {
      status: 404,
      code: 'resource_missing',
      param: 'payment_intent',
      message: `No such payment_intent: '${named}'`,
    }
  const reason = form.get('reason')
  if (reason !== null && !REFUND_REASONS.has(reason))
    return { status: 400, param: 'reason', message: `Invalid reason: must be one of ${[...REFUND_REASONS].join(', ')}` }
  const left = intent.amount - intent.refunded
  if (left <= 0)
    return {
      status: 400,
      code: 'charge_already_refunded',
      message: `Charge for ${intent.id} has already been refunded.`,
    }
  const amount = form.get('amount')
  if (amount !== null) {
    if (!/^[1-9]\d*$/.test(amount)) return { status: 400, param: 'amount', message: 'Invalid positive integer' }
    if (Number(amount) > left)
      return {
        status: 400,
        code: 'amount_too_large',
        param: 'amount',
        message: `Refund amount ($${(Number(amount) / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
      }
  }
  return null
}
