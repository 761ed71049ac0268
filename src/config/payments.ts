/** Whether the platform holds Stripe's keys (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET): without them no deposit is taken. */
export const platformStripeKeys = (env: Partial<NodeJS.ProcessEnv> = process.env) => {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : null
}
