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
  held.set(key, token)
  const renewal = setInterval(() => {
    redis.eval(RENEW, 1, key, token, ttlMs).catch(() => {})
  }, ttlMs / 3)
  renewal.unref()
  try {
    await task()
    return 'ran'
  } finally {
    clearInterval(renewal)
    held.delete(key)
    await redis.eval(RELEASE, 1, key, token).catch(() => {})
  }
}

/** The locks this process holds now, by key. */
const held = new Map<string, string>()

/**
 * Gives up the locks this process holds while their work is still running: a stopping
 * instance hands its queues to the others at once rather than after the locks lapse.
 */
export async function releaseHeldLocks(redis: Redis): Promise<void> {
  const locks = [...held]
  held.clear()
  await Promise.all(locks.map(([key, token]) => redis.eval(RELEASE, 1, key, token).catch(() => {})))
}
