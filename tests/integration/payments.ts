// The Stripe stand-in as the integration tests use it: started, named to the server through
// the environment, and its signed reports sent to the platform's webhook.
import { NextRequest } from 'next/server'
import { POST as STRIPE_WEBHOOK } from '@/app/api/payments/stripe/route'
import { startStripeStandIn } from '../../scripts/stripeStandIn.mjs'

const KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_API_URL'] as const

export async function startPayments(webhookSecret: string) {
  const stripe = await startStripeStandIn({ webhookSecret })
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_platform',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_URL: stripe.url,
  })
  return {
    stripe,
    /** Stripe's signed report on a checkout (paid unless another event type is named), as the webhook receives it. */
    report: (session: string, type?: string) => {
      const event = stripe.signedEvent(session, type)
      return STRIPE_WEBHOOK(
        new NextRequest('http://localhost:3000/api/payments/stripe', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.body,
        }),
      )
    },
    stop: async () => {
      for (const key of KEYS) delete process.env[key]
      await stripe.stop()
    },
  }
}
