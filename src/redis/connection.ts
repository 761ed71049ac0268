import { Redis } from 'ioredis'
import { log } from '@/lib/log.mjs'

/**
 * Redis, where several instances of the platform share what one instance kept in memory
 * (rate limits, counted views, cache expiry, job locks). Optional: without REDIS_URL one
 * instance keeps all of it in its own memory, as the embedded default always has.
 */
export function redisUrl(env: Partial<NodeJS.ProcessEnv> = process.env): string | null {
  return env.REDIS_URL?.trim() || null
}

// One connection per process, shared through globalThis: Next loads the cache handler and
// each route bundle apart, and they must not open a connection each.
const SHARED = Symbol.for('dealer-platform.redis')
type Holder = { [SHARED]?: { url: string; client: Redis } }

/** This process's connection to REDIS_URL, or null when instances share nothing. */
export function sharedRedis(env: Partial<NodeJS.ProcessEnv> = process.env): Redis | null {
  const url = redisUrl(env)
  if (!url) return null
  const holder = globalThis as Holder
  if (holder[SHARED]?.url !== url) {
    holder[SHARED]?.client.disconnect()
    holder[SHARED] = { url, client: connectRedis(url, 'shared') }
  }
  return holder[SHARED].client
}

/**
 * A new connection, for a reader that blocks on it (a stream follower). Commands fail fast
 * while Redis is unreachable instead of queueing: callers fall back to this process's own
 * memory and a visitor is never kept waiting on Redis.
 */
export function connectRedis(url: string, purpose: string): Redis {
  const client = new Redis(url, {
    connectionName: `dealer-platform:${purpose}`,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: purpose === 'shared' ? 1_000 : undefined,
    retryStrategy: (times) => Math.min(times * 200, 5_000),
  })
  let reported = false
  client.on('error', (error: Error) => {
    if (reported) return
    reported = true
    log.error({ err: error, purpose }, 'Redis is unreachable; each instance uses its own memory until it is back')
  })
  client.on('ready', () => {
    reported = false
  })
  return client
}

/** Resolves once `client` can take commands, or rejects after `timeoutMs`. */
export function whenReady(client: Redis, timeoutMs = 2_000): Promise<void> {
  if (client.status === 'ready') return Promise.resolve()
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off('ready', ready)
      reject(new Error(`Redis is not reachable (${client.status})`))
    }, timeoutMs)
    const ready = () => {
      clearTimeout(timer)
      resolve()
    }
    client.once('ready', ready)
  })
}
