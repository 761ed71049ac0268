import type { Redis } from 'ioredis'
import { sharedRedis } from '@/redis/connection'
import { attemptInRedis, forgetInRedis, refundInRedis } from '@/redis/slidingWindow'
import { CLIENT_ADDRESS_HEADER } from './requestGate.mjs'

/**
 * A sliding-window limit per key. With REDIS_URL every instance of the app counts the same
 * visitors (src/redis/slidingWindow.ts); without it, or while Redis cannot be reached, each
 * instance counts its own in memory, which is still enough to stop one connection flooding a
 * dealer's leads.
 */
export type RateLimiter = {
  /** Counts an attempt for `key`: null when it is allowed, else the milliseconds until one will be. */
  attempt(key: string, now?: number): Promise<number | null>
  /** Clears the count for `key` (a sign-in that succeeded). */
  forget(key: string): Promise<void>
  /** Takes back the latest attempt counted for `key` (one that turned out not to be a guess). */
  refund(key: string): Promise<void>
}

type LimitOptions = { name: string; limit: number; windowMs: number; maxKeys?: number }

/** A limiter named once per kind of attempt: the name keeps its counts apart from other limiters' in Redis. */
export function createRateLimiter(options: LimitOptions, redis: () => Redis | null = sharedRedis): RateLimiter {
  const memory = createMemoryWindow(options)
  // Redis failing must not fail a lead: the attempt is counted here instead.
  const shared = async <T>(inRedis: (client: Redis) => Promise<T>, inMemory: () => T): Promise<T> => {
    const client = redis()
    if (!client) return inMemory()
    try {
      return await inRedis(client)
    } catch {
      return inMemory()
    }
  }
  return {
    attempt: (key, now = Date.now()) =>
      shared(
        (client) => attemptInRedis(client, options, key, now),
        () => memory.attempt(key, now),
      ),
    forget: (key) =>
      shared(
        (client) => forgetInRedis(client, options.name, key),
        () => memory.forget(key),
      ),
    refund: (key) =>
      shared(
        (client) => refundInRedis(client, options.name, key),
        () => memory.refund(key),
      ),
  }
}

/** The same window in this process's memory, bounded to `maxKeys` visitors. */
export function createMemoryWindow({ limit, windowMs, maxKeys = 10_000 }: Omit<LimitOptions, 'name'>) {
  const attempts = new Map<string, number[]>()
  const forgetOld = (now: number) => {
    for (const [key, times] of attempts) if (times[times.length - 1]! <= now - windowMs) attempts.delete(key)
    // Still too many visitors at once: the longest-known keys go first (a Map keeps insertion order).
    for (const key of attempts.keys()) {
      if (attempts.size <= maxKeys) break
      attempts.delete(key)
    }
  }
  return {
    attempt(key: string, now: number): number | null {
      const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs)
      if (recent.length >= limit) {
        attempts.set(key, recent)
        return recent[0]! + windowMs - now
      }
      recent.push(now)
      attempts.set(key, recent)
      if (attempts.size > maxKeys) forgetOld(now)
      return null
    },
    forget(key: string): void {
      attempts.delete(key)
    },
    refund(key: string): void {
      const times = attempts.get(key)
      if (!times) return
      times.pop()
      if (times.length === 0) attempts.delete(key)
    },
  }
}

/**
 * The visitor's address as the production server worked it out from the socket and the
 * proxies it is told to trust (scripts/server.mjs, TRUSTED_PROXY_HOPS). Headers a visitor
 * can write (X-Forwarded-For, X-Real-IP) are never read here: twelve leads with twelve
 * made-up addresses are one visitor. Without the server (`next dev`) every visitor is "unknown".
 */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'unknown'
}
