import { describe, expect, it } from 'vitest'
import { clientAddress, createRateLimiter } from './rateLimit'
import { CLIENT_ADDRESS_HEADER } from './requestGate.mjs'

describe('createRateLimiter', () => {
  it('allows `limit` attempts per window and says how long until the next one', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1_000 })
    expect(limiter.attempt('a', 0)).toBeNull()
    expect(limiter.attempt('a', 100)).toBeNull()
    expect(limiter.attempt('a', 400)).toBe(600)
    // Other keys have their own count.
    expect(limiter.attempt('b', 400)).toBeNull()
    // The first attempt leaves the window at 1,000 ms: one more is allowed, then none until 1,100.
    expect(limiter.attempt('a', 1_000)).toBeNull()
    expect(limiter.attempt('a', 1_050)).toBe(50)
  })

  it('takes back the latest attempt of a key when it is refunded', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1_000 })
    limiter.attempt('a', 0)
    limiter.attempt('a', 10)
    limiter.refund('a')
    expect(limiter.attempt('a', 20)).toBeNull()
    expect(limiter.attempt('a', 30)).toBe(970)
    // Refunding a key never counted is harmless.
    limiter.refund('z')
    expect(limiter.attempt('z', 40)).toBeNull()
  })

  it('forgets old keys instead of growing without bound', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, maxKeys: 2 })
    limiter.attempt('a', 0)
    limiter.attempt('b', 10)
    limiter.attempt('c', 20)
    // 'a' was the oldest and was dropped: it may try again.
    expect(limiter.attempt('a', 30)).toBeNull()
    expect(limiter.attempt('c', 40)).toBe(980)
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
