import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'

// One key's attempts as a sorted set scored by time: drop those out of the window, refuse
// past the limit (answering when the oldest leaves), else count this one. Atomic in Redis,
// so two instances never both let the sixth lead through.
const ATTEMPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tonumber(oldest[2]) + ARGV[2] - ARGV[1]
end
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return -1
`

/** Where a limiter's keys live: hashed, so no visitor's address or e-mail is written to Redis. */
export function windowKey(name: string, key: string): string {
  return `rate:${name}:${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`
}

/** Counts an attempt: null when allowed, else the milliseconds until one will be. */
export async function attemptInRedis(
  redis: Redis,
  { name, limit, windowMs }: { name: string; limit: number; windowMs: number },
  key: string,
  now: number,
): Promise<number | null> {
  const member = `${now}:${Math.random().toString(36).slice(2)}`
  const wait = Number(await redis.eval(ATTEMPT, 1, windowKey(name, key), now, windowMs, limit, member))
  return wait < 0 ? null : wait
}

/** Takes back the latest attempt counted for `key`. */
export async function refundInRedis(redis: Redis, name: string, key: string): Promise<void> {
  await redis.zpopmax(windowKey(name, key))
}

/** Clears every attempt counted for `key`. */
export async function forgetInRedis(redis: Redis, name: string, key: string): Promise<void> {
  await redis.del(windowKey(name, key))
}
