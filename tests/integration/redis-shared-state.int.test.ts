import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimiter } from '@/lib/rateLimit'
import { rateLimiterRules } from '@/lib/rateLimitConformance'
import { connectRedis, whenReady } from '@/redis/connection'
import { followExpiryStream, publishExpiry } from '@/redis/expiryStream'

// What instances share through Redis (REDIS_URL), against the Redis 7 this machine kind runs.
// Each instance has its own connection; a run's names are its own, so runs never share counts.
const url = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379'
const instanceA = connectRedis(url, 'test-a')
const instanceB = connectRedis(url, 'test-b')
const run = randomUUID().slice(0, 8)
// Connected first: a limiter counts in memory while its connection is not ready.
beforeAll(() => Promise.all([whenReady(instanceA), whenReady(instanceB)]))
afterAll(() => {
  instanceA.disconnect()
  instanceB.disconnect()
})

describe('rate limits kept in Redis', () => {
  let named = 0
  rateLimiterRules((options) => createRateLimiter({ name: `${run}-rules-${named++}`, ...options }, () => instanceA))

  it('are one count for every instance: six leads over two instances, the sixth refused', async () => {
    const limit = { name: `${run}-leads`, limit: 5, windowMs: 600_000 }
    const [onA, onB] = [createRateLimiter(limit, () => instanceA), createRateLimiter(limit, () => instanceB)]
    const waits = []
    for (let lead = 0; lead < 6; lead++) waits.push(await (lead % 2 ? onB : onA).attempt('tenant-1:203.0.113.7'))
    expect(waits.slice(0, 5)).toEqual([null, null, null, null, null])
    expect(waits[5]).toBeGreaterThan(599_000)
    // Another dealer's site, or another visitor, has its own count.
    expect(await onB.attempt('tenant-2:203.0.113.7')).toBeNull()
    expect(await onB.attempt('tenant-1:198.51.100.4')).toBeNull()
  })

  it('never write the visitor key itself to Redis', async () => {
    await createRateLimiter({ name: `${run}-private`, limit: 1, windowMs: 60_000 }, () => instanceA).attempt(
      'visitor@example.com',
    )
    const keys = await instanceA.keys(`rate:${run}-private:*`)
    expect(keys).toHaveLength(1)
    expect(keys[0]).not.toContain('example')
  })
})

describe('the cache expiry stream', () => {
  it('brings every tag published on one instance to the others within a second, in order', async () => {
    const seen: string[][] = []
    const stop = followExpiryStream(url, (tags) => seen.push(tags), { blockMs: 200 })
    try {
      // The follower reads from the moment it is connected: wait for it before publishing.
      await new Promise((resolve) => setTimeout(resolve, 300))
      const started = Date.now()
      await publishExpiry(instanceA, [`t:${run}:offers`, `t:${run}`])
      await publishExpiry(instanceB, [`t:${run}:page:home`])
      await expect.poll(() => seen.filter((tags) => tags[0]!.includes(run)).length, { timeout: 1_000 }).toBe(2)
      expect(seen.filter((tags) => tags[0]!.includes(run))).toEqual([
        [`t:${run}:offers`, `t:${run}`],
        [`t:${run}:page:home`],
      ])
      console.log(`two expiries followed in ${Date.now() - started} ms`)
    } finally {
      stop()
    }
  })
})
