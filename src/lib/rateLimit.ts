import { CLIENT_ADDRESS_HEADER } from './requestGate.mjs'

/**
 * A sliding-window limit per key, kept in this server's memory: each instance of the app
 * counts its own visitors, which is enough to stop one connection flooding a dealer's leads.
 */
export type RateLimiter = {
  /** Counts an attempt for `key`: null when it is allowed, else the milliseconds until one will be. */
  attempt(key: string, now?: number): number | null
  /** Clears the count for `key` (a sign-in that succeeded). */
  forget(key: string): void
  /** Takes back the latest attempt counted for `key` (one that turned out not to be a guess). */
  refund(key: string): void
}

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
}): RateLimiter {
  const attempts = new Map<string, number[]>()
  const forget = (now: number) => {
    for (const [key, times] of attempts) if (times[times.length - 1]! <= now - windowMs) attempts.delete(key)
    // Still too many visitors at once: the longest-known keys go first (a Map keeps insertion order).
    for (const key of attempts.keys()) {
      if (attempts.size <= maxKeys) break
      attempts.delete(key)
    }
  }
  return {
    attempt(key, now = Date.now()) {
      const recent = (attempts.get(key) ?? []).filter((time) => time > now - windowMs)
      if (recent.length >= limit) {
        attempts.set(key, recent)
        return recent[0]! + windowMs - now
      }
      recent.push(now)
      attempts.set(key, recent)
      if (attempts.size > maxKeys) forget(now)
      return null
    },
    forget(key) {
      attempts.delete(key)
    },
    refund(key) {
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
