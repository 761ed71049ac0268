import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'

// Only the holder renews or releases: a lock that expired and was taken by another instance
// is never extended or deleted by the one that lost it.
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`

/**
 * Runs `task` while this instance holds the lock `name` in Redis, renewed every third of
 * `ttlMs`: when the instance dies the lock lapses `ttlMs` later and another may take it.
 * Answers 'busy' without running when another instance holds it, or when Redis does not
 * answer (two instances running one job is worse than a job that waits a pass).
 */
export async function whileLocked(
  redis: Redis,
  name: string,
  ttlMs: number,
  task: () => Promise<void>,
): Promise<'ran' | 'busy'> {
  const key = `lock:${name}`
  const token = randomUUID()
  const taken = await redis.set(key, token, 'PX', ttlMs, 'NX').catch(() => null)
  if (taken !== 'OK') return 'busy'
  const renewal = setInterval(() => {
    redis.eval(RENEW, 1, key, token, ttlMs).catch(() => {})
  }, ttlMs / 3)
  renewal.unref()
  try {
    await task()
    return 'ran'
  } finally {
    clearInterval(renewal)
    await redis.eval(RELEASE, 1, key, token).catch(() => {})
  }
}
