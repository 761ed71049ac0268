import { expect, it } from 'vitest'
import type { RateLimiter } from './rateLimit'

/**
 * The limiter's rules, for a limiter made with `make`: kept in this process's memory
 * (rateLimit.test.ts) or in Redis (tests/integration/redis-shared-state.int.test.ts) alike.
 */
export function rateLimiterRules(
  make: (options: { limit: number; windowMs: number; maxKeys?: number }) => RateLimiter,
) {
  it('allows `limit` attempts per window and says how long until the next one', async () => {
    const limiter = make({ limit: 2, windowMs: 1_000 })
    expect(await limiter.attempt('a', 0)).toBeNull()
    expect(await limiter.attempt('a', 100)).toBeNull()
    expect(await limiter.attempt('a', 400)).toBe(600)
    // Other keys have their own count.
    expect(await limiter.attempt('b', 400)).toBeNull()
    // The first attempt leaves the window at 1,000 ms: one more is allowed, then none until 1,100.
    expect(await limiter.attempt('a', 1_000)).toBeNull()
    expect(await limiter.attempt('a', 1_050)).toBe(50)
  })

  it('takes back the latest attempt of a key when it is refunded, and forgets a key at once', async () => {
    const limiter = make({ limit: 2, windowMs: 1_000 })
    await limiter.attempt('a', 0)
    await limiter.attempt('a', 10)
    await limiter.refund('a')
    expect(await limiter.attempt('a', 20)).toBeNull()
    expect(await limiter.attempt('a', 30)).toBe(970)
    // Refunding a key never counted is harmless.
    await limiter.refund('z')
    expect(await limiter.attempt('z', 40)).toBeNull()
    await limiter.forget('a')
    expect(await limiter.attempt('a', 50)).toBeNull()
    expect(await limiter.attempt('a', 60)).toBeNull()
    expect(await limiter.attempt('a', 70)).toBe(980)
  })
}
