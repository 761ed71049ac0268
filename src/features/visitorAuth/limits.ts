import { CODE_LIMITS, TOO_MANY_ATTEMPTS } from '@/domain/oneTimeCode'
import { createRateLimiter, type RateLimiter } from '@/lib/rateLimit'
import type { VisitorAuthOutcome } from './outcome'

/** The sign-in's limiters, shared by every instance through Redis where it is configured. */
export const codeLimiters = Object.fromEntries(
  Object.entries(CODE_LIMITS).map(([name, limit]) => [name, createRateLimiter({ name: `codes-${name}`, ...limit })]),
) as Record<keyof typeof CODE_LIMITS, RateLimiter>

/** The 429 answer when one of these keys is over its limit (saying when to try again), or null. */
export async function overLimit(
  attempts: [RateLimiter, string][],
  now = Date.now(),
): Promise<VisitorAuthOutcome | null> {
  for (const [limiter, key] of attempts) {
    const wait = await limiter.attempt(key, now)
    if (wait !== null)
      return { status: 429, body: { error: TOO_MANY_ATTEMPTS }, retryAfterSeconds: Math.ceil(wait / 1000) }
  }
  return null
}
