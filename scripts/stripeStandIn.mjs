// A stand-in for Stripe's API and hosted checkout, for the tests (this machine has no route to
// Stripe): the server under test is pointed at it with STRIPE_API_URL. It answers the one
// call the platform makes (POST /v1/checkout/sessions, form-encoded, with the Bearer key and
// the dealer's Stripe-Account header), serves a checkout page for each session, and on "Pay"
// sends the platform's webhook the event Stripe would, signed the way Stripe signs, then sends
// the buyer to the session's success address. Loopback only. A request Stripe's API reference
// says Stripe refuses is refused here too, with Stripe's error shape (checkoutProblem).
import { createHmac } from 'node:crypto'
import http from 'node:http'
import { URLSearchParams } from 'node:url'

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

/**
 * @param {{ webhookSecret: string, webhookUrl?: string }} options
 *   webhookUrl: where "Pay" posts the signed event (the browser tests); without it, tests
 *   take the event from `signedEvent` and deliver it themselves.
 */
export async function startStripeStandIn({ webhookSecret, webhookUrl }) {
  /** @type {Map<string, any>} */
  const sessions = new Map()
  /** @type {Map<string, string>} idempotency key -> session id */
  const keys = new Map()
  /** @type {{ method: string, path: string, headers: http.IncomingHttpHeaders, form: URLSearchParams }[]} */
  const requests = []
  let refuseNext = 0
  let count = 0

  const readBody = (req) =>
    new Promise((resolve) => {
      const chunks = []
      req.on('data', (chunk) => chunks.push(chunk))
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    })
  const send = (res, status, body, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type })
    res.end(type === 'application/json' ? JSON.stringify(body) : body)
  }

  /** The event Stripe sends for a session, with its Stripe-Signature header. */
  function signedEvent(sessionId, type = 'checkout.session.completed') {
    const session = sessions.get(sessionId)
    if (!session) throw new Error(`no session ${sessionId}`)
    const paid = type === 'checkout.session.completed'
    const body = JSON.stringify({
      id: `evt_test_${++count}`,
      object: 'event',
      type,
      account: session.account,
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          client_reference_id: session.client_reference_id,
          metadata: session.metadata,
          amount_total: session.amount_total,
          currency: session.currency,
          payment_status: paid ? 'paid' : 'unpaid',
          status: paid ? 'complete' : 'expired',
          payment_intent: paid ? session.payment_intent : null,
        },
      },
    })
    const t = Math.floor(Date.now() / 1000)
    const signature = `t=${t},v1=${createHmac('sha256', webhookSecret).update(`${t}.${body}`).digest('hex')}`
    return { body, signature }
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const body = await readBody(req)
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const receivedAt = Math.floor(Date.now() / 1000)
      const form = new URLSearchParams(body)
      requests.push({ method: req.method, path: url.pathname, headers: req.headers, form })
      if (!/^Bearer sk_/.test(req.headers.authorization ?? ''))
        return send(res, 401, { error: { message: 'Invalid API Key provided' } })
      if (refuseNext > 0) {
        refuseNext--
        return send(res, 400, { error: { type: 'invalid_request_error', message: 'No such account' } })
      }
      const key = String(req.headers['idempotency-key'] ?? '')
      if (key && keys.has(key)) return send(res, 200, sessions.get(keys.get(key)))
      const problem = checkoutProblem(form, req.headers, receivedAt)
      if (problem) {
        console.error(`[stripe stand-in] refused a checkout: ${problem.param}: ${problem.message}`)
        return send(res, 400, { error: { type: 'invalid_request_error', ...problem } })
      }
      const n = ++count
      const id = `cs_test_${n}`
      const session = {
        id,
        object: 'checkout.session',
        url: `http://127.0.0.1:${port}/c/pay/${id}`,
        account: String(req.headers['stripe-account'] ?? ''),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        description: form.get('line_items[0][price_data][product_data][name]'),
        client_reference_id: form.get('client_reference_id'),
        metadata: { reservation: form.get('metadata[reservation]') },
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        expires_at: Number(form.get('expires_at')),
        payment_intent: `pi_test_${n}`,
        status: 'open',
      }
      sessions.set(id, session)
      if (key) keys.set(key, id)
      return send(res, 200, session)
    }
    const expire = /^\/v1\/checkout\/sessions\/(cs_test_\d+)\/expire$/.exec(url.pathname)
    if (req.method === 'POST' && expire) {
      requests.push({ method: req.method, path: url.pathname, headers: req.headers, form: new URLSearchParams(body) })
      const open = sessions.get(expire[1])
      // Stripe refuses to expire a session that was paid.
      if (!open || open.status === 'complete') return send(res, 400, { error: { message: 'Session is not open' } })
      open.status = 'expired'
      return send(res, 200, open)
    }
    const pay = /^\/c\/pay\/(cs_test_\d+)$/.exec(url.pathname)
    const session = pay ? sessions.get(pay[1]) : null
    if (session && req.method === 'GET') {
      const amount = `$${(session.amount_total / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`
      return send(
        res,
        200,
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Pay ${amount}: test checkout</title></head>
<body><main><h1>Test checkout</h1><p>${session.description}</p><p>${amount}</p>
<form method="post"><button type="submit">Pay ${amount}</button></form>
<p><a href="${session.cancel_url}">Back</a></p></main></body></html>`,
        'text/html; charset=utf-8',
      )
    }
    if (session && req.method === 'POST') {
      if (session.status === 'expired') return send(res, 410, 'This checkout has ended.', 'text/plain')
      session.status = 'complete'
      if (webhookUrl) {
        const event = signedEvent(session.id)
        await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.body,
        }).catch((error) => console.error('[stripe stand-in] webhook not delivered', error))
      }
      res.writeHead(303, { location: session.success_url })
      return res.end()
    }
    send(res, 404, { error: { message: 'Unrecognized request URL' } })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    signedEvent,
    /** The next checkout request is refused, as Stripe refuses a bad account. */
    refuseNextCheckout: () => {
      refuseNext++
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
