import { CODE_LIMITS } from '@/domain/oneTimeCode'
import { createRateLimiter, type RateLimiter } from '@/lib/rateLimit'

/** The sign-in's limiters, shared by every instance through Redis where it is configured. */
export const codeLimiters = Object.fromEntries(
  Object.entries(CODE_LIMITS).map(([name, limit]) => [name, createRateLimiter({ name: `codes-${name}`, ...limit })]),
) as Record<keyof typeof CODE_LIMITS, RateLimiter>

/** The milliseconds until the first of these keys may try again, or null when none is over its limit. */
export async function overLimit(attempts: [RateLimiter, string][], now = Date.now()): Promise<number | null> {
  for (const [limiter, key] of attempts) {
    const wait = await limiter.attempt(key, now)
    if (wait !== null) return wait
  }
  return null
}
