/**
 * A sliding-window limit per key, kept in this server's memory: each instance of the app
 * counts its own visitors, which is enough to stop one connection flooding a dealer's leads.
 */
export type RateLimiter = {
  /** Counts an attempt for `key`: null when it is allowed, else the milliseconds until one will be. */
  attempt(key: string, now?: number): number | null
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
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
  }
}

/**
 * The visitor's address: the first hop of X-Forwarded-For, which the reverse proxy in front
 * of the app (docker-compose, a load balancer) sets; "direct" when nothing names one.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'direct'
}
