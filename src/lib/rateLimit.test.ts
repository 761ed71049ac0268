import type { Redis } from 'ioredis'
import { describe, expect, it } from 'vitest'
import { clientAddress, createRateLimiter } from './rateLimit'
import { rateLimiterRules } from './rateLimitConformance'
import { CLIENT_ADDRESS_HEADER } from './requestGate.mjs'

describe('createRateLimiter in this process', () => {
  let named = 0
  rateLimiterRules((options) => createRateLimiter({ name: `memory-${named++}`, ...options }, () => null))

  it('forgets old keys instead of growing without bound', async () => {
    const limiter = createRateLimiter({ name: 'bounded', limit: 1, windowMs: 1_000, maxKeys: 2 }, () => null)
    await limiter.attempt('a', 0)
    await limiter.attempt('b', 10)
    await limiter.attempt('c', 20)
    // 'a' was the oldest and was dropped: it may try again.
    expect(await limiter.attempt('a', 30)).toBeNull()
    expect(await limiter.attempt('c', 40)).toBe(980)
  })

  it('counts in memory while Redis cannot be reached, so a lead is never refused for it', async () => {
    const down = {
      eval: () => Promise.reject(new Error('Connection is closed.')),
      zpopmax: () => Promise.reject(new Error('Connection is closed.')),
      del: () => Promise.reject(new Error('Connection is closed.')),
    } as unknown as Redis
    const limiter = createRateLimiter({ name: 'redis-down', limit: 1, windowMs: 1_000 }, () => down)
    expect(await limiter.attempt('a', 0)).toBeNull()
    expect(await limiter.attempt('a', 10)).toBe(990)
    await limiter.refund('a')
    expect(await limiter.attempt('a', 20)).toBeNull()
  })
})

describe('clientAddress', () => {
  it('reads only the address the server worked out, never what a visitor wrote', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '203.0.113.7' }))).toBe('203.0.113.7')
    expect(
      clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.2', 'x-real-ip': '198.51.100.4' })),
    ).toBe('unknown')
  })
})
