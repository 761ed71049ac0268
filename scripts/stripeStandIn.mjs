// A stand-in for Stripe's API and hosted checkout, for the tests (this machine has no route to
// Stripe): the server under test is pointed at it with STRIPE_API_URL. It answers the one
// call the platform makes (POST /v1/checkout/sessions, form-encoded, with the Bearer key and
// the dealer's Stripe-Account header), serves a checkout page for each session, and on "Pay"
// sends the platform's webhook the event Stripe would, signed the way Stripe signs, then sends
// the buyer to the session's success address. A paid deposit can be refunded (POST /v1/refunds). Loopback only. A request Stripe's API reference
// says Stripe refuses is refused here too, with Stripe's error shape (checkoutProblem).
import { createHmac } from 'node:crypto'
import http from 'node:http'
import { URLSearchParams } from 'node:url'
import { checkoutProblem, refundProblem } from './stripeRules.mjs'

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
    // Stripe reports a payment once it is made: from then on it can be refunded.
    if (paid) session.status = 'complete'
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

  /** @type {Map<string, any>} idempotency key -> refund */
  const refunds = new Map()

  /** POST /v1/refunds: a paid deposit given back, on the account it was paid to. */
  function refund(req, res, body) {
    const form = new URLSearchParams(body)
    requests.push({ method: req.method, path: '/v1/refunds', headers: req.headers, form })
    if (!/^Bearer sk_/.test(req.headers.authorization ?? ''))
      return send(res, 401, { error: { message: 'Invalid API Key provided' } })
    const key = String(req.headers['idempotency-key'] ?? '')
    if (key && refunds.has(key)) return send(res, 200, refunds.get(key))
    const account = String(req.headers['stripe-account'] ?? '')
    const named = form.get('payment_intent')
    const session = [...sessions.values()].find(
      (open) => open.payment_intent === named && open.account === account && open.status === 'complete',
    )
    const intent = session
      ? { id: session.payment_intent, amount: session.amount_total, refunded: session.refunded ?? 0 }
      : null
    const problem = refundProblem(form, intent)
    if (problem) {
      const { status, ...error } = problem
      console.error(`[stripe stand-in] refused a refund: ${error.message}`)
      return send(res, status, { error: { type: 'invalid_request_error', ...error } })
    }
    const amount = Number(form.get('amount') ?? intent.amount - intent.refunded)
    session.refunded = intent.refunded + amount
    const made = {
      id: `re_test_${++count}`,
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: session.payment_intent,
      reason: form.get('reason'),
      status: 'succeeded',
      created: Math.floor(Date.now() / 1000),
    }
    if (key) refunds.set(key, made)
    return send(res, 200, made)
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
    if (req.method === 'POST' && url.pathname === '/v1/refunds') return refund(req, res, body)
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
