import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  createCheckoutSession,
  PaymentProviderError,
  STRIPE_API_VERSION,
  stripeConfig,
  stripeSignature,
  verifiedStripeEvent,
} from './stripe'

const secret = 'whsec_test_secret'
const now = new Date('2026-11-28T10:00:00Z')
const body = JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed', data: { object: { id: 'cs_1' } } })
const signed = (payload: string, at: Date, key = secret) => {
  const t = Math.floor(at.getTime() / 1000)
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${payload}`).digest('hex')}`
}

describe('Stripe webhook signatures', () => {
  it('accepts an event signed with the endpoint secret within five minutes', () => {
    expect(verifiedStripeEvent(body, signed(body, now), secret, now)?.data.object).toEqual({ id: 'cs_1' })
    expect(verifiedStripeEvent(body, stripeSignature(body, secret, now), secret, now)?.id).toBe('evt_1')
    // Stripe sends several v1 signatures while a secret is being rolled: any one may match.
    const rolled = `${signed(body, now, 'whsec_old')},v1=${signed(body, now).split('v1=')[1]}`
    expect(verifiedStripeEvent(body, rolled, secret, now)).not.toBeNull()
  })

  it('refuses a wrong secret, a changed body, an old timestamp and a missing header', () => {
    expect(verifiedStripeEvent(body, signed(body, now, 'whsec_other'), secret, now)).toBeNull()
    expect(verifiedStripeEvent(body.replace('cs_1', 'cs_2'), signed(body, now), secret, now)).toBeNull()
    expect(verifiedStripeEvent(body, signed(body, new Date(now.getTime() - 301_000)), secret, now)).toBeNull()
    expect(verifiedStripeEvent(body, null, secret, now)).toBeNull()
    expect(verifiedStripeEvent(body, 't=abc,v1=00', secret, now)).toBeNull()
    expect(verifiedStripeEvent('not json', signed('not json', now), secret, now)).toBeNull()
  })
})

describe('Stripe configuration', () => {
  it('needs both keys; the API address defaults to Stripe’s', () => {
    expect(stripeConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toBeNull()
    expect(stripeConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: secret })).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: secret,
      apiUrl: 'https://api.stripe.com',
    })
  })
})

describe('opening a checkout for the deposit', () => {
  const config = { secretKey: 'sk_test_1', webhookSecret: secret, apiUrl: 'http://stripe.test' }
  const request = {
    account: 'acct_1DealerXyz',
    amountCents: 20_000,
    currency: 'aud' as const,
    description: 'Deposit: 2021 Toyota Corolla Ascent Sport',
    reservationId: '42',
    customerEmail: 'jess@example.com',
    successUrl: 'http://harbour.test/cars/x/reserved?ref=abc',
    cancelUrl: 'http://harbour.test/cars/x#reserve-online',
    expiresAt: new Date('2026-11-28T10:35:00Z'),
  }
  const sentAt = () => new Date('2026-11-28T10:00:00Z')

  it('creates the session on the dealer’s account with the amount, the reservation and the addresses', async () => {
    let sent: { url: string; init: RequestInit } | null = null
    const session = await createCheckoutSession(
      config,
      request,
      async (url, init) => {
        sent = { url: String(url), init: init! }
        return Response.json({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
      },
      sentAt,
    )
    expect(session).toEqual({ id: 'cs_test_1', url: 'https://checkout.stripe.com/c/pay/cs_test_1' })
    expect(new URL(sent!.url).host).toBe('stripe.test')
    expect(new URL(sent!.url).pathname).toBe('/v1/checkout/sessions')
    const headers = new Headers(sent!.init.headers as Record<string, string>)
    expect(headers.get('authorization')).toBe('Bearer sk_test_1')
    expect(headers.get('stripe-account')).toBe('acct_1DealerXyz')
    expect(headers.get('idempotency-key')).toBe('reservation-42')
    // The API version is pinned: Stripe answers in the shape the platform was written for.
    expect(headers.get('stripe-version')).toBe(STRIPE_API_VERSION)
    const form = new URLSearchParams(String(sent!.init.body))
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('20000')
    expect(form.get('line_items[0][price_data][currency]')).toBe('aud')
    expect(form.get('metadata[reservation]')).toBe('42')
    expect(form.get('client_reference_id')).toBe('42')
    expect(form.get('success_url')).toBe(request.successUrl)
    expect(form.get('expires_at')).toBe(String(Date.parse('2026-11-28T10:35:00Z') / 1000))
  })

  it('reports a refusal or an unreachable Stripe as a provider error', async () => {
    await expect(
      createCheckoutSession(
        config,
        request,
        async () => Response.json({ error: { message: 'No such account' } }, { status: 400 }),
        sentAt,
      ),
    ).rejects.toThrow(new PaymentProviderError('Stripe refused the checkout (400): No such account'))
    // Stripe's retryable failures are tried again, with the same idempotency key.
    const keys: (string | null)[] = []
    const session = await createCheckoutSession(
      config,
      request,
      async (_url, init) => {
        keys.push(new Headers(init!.headers as Record<string, string>).get('idempotency-key'))
        return keys.length === 1
          ? Response.json({ error: { type: 'api_error', message: 'Try again' } }, { status: 500 })
          : Response.json({ id: 'cs_test_3', url: 'https://checkout.stripe.com/c/pay/cs_test_3' })
      },
      sentAt,
    )
    expect(session.id).toBe('cs_test_3')
    expect(keys).toEqual(['reservation-42', 'reservation-42'])
    await expect(
      createCheckoutSession(
        config,
        request,
        async () => {
          throw new TypeError('fetch failed')
        },
        sentAt,
      ),
    ).rejects.toBeInstanceOf(PaymentProviderError)
  })

  it('never sends an expiry Stripe would refuse: under 30 minutes (and a margin) from sending', async () => {
    let asked = false
    const late = () => new Date('2026-11-28T10:04:30Z')
    await expect(
      createCheckoutSession(
        config,
        request,
        async () => {
          asked = true
          return Response.json({ id: 'cs_test_2', url: 'https://checkout.stripe.com/c/pay/cs_test_2' })
        },
        late,
      ),
    ).rejects.toThrow(/too soon for Stripe/)
    expect(asked).toBe(false)
  })
})
