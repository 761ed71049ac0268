import type { Payload } from 'payload'
import { expireTags } from '@tenants/cacheTags'
import { expireTagsFromElsewhere } from '@/lib/routeCacheHandler.mjs'
import { repeatEvery } from '@/lib/repeating'
import { redisUrl, sharedRedis, whenReady } from '@/redis/connection'
import { followExpiryStream, publishExpiry } from '@/redis/expiryStream'
import { log } from '@/lib/log.mjs'

/** The collection that records expired tags (collections/system/cacheExpiries.ts). */
export const CACHE_EXPIRIES = 'cache-expiries'

/** How often a web server looks for tags expired elsewhere, and how long the list is kept. */
export const FOLLOW_EVERY_MS = 2_000
const KEEP_MS = 24 * 60 * 60 * 1000

/** How long after a save its tags are expired once more on other instances (below). */
export const SETTLE_MS = 2_000

/**
 * Expires cache tags in this process and, with REDIS_URL, on every instance at once (a CMS
 * save on instance A, a visitor on instance B). A save's hooks run before its transaction
 * commits, so another instance may render the old content in between: the tags are published
 * again SETTLE_MS later. Without Redis there is one instance, and this process is all of it.
 */
export async function expireTagsEverywhere(tags: string[]): Promise<void> {
  if (tags.length === 0) return
  expireTags(tags)
  const redis = sharedRedis()
  if (!redis) return
  const publish = () =>
    whenReady(redis)
      .then(() => publishExpiry(redis, tags))
      .catch((error: unknown) =>
        log.error({ err: error, tags }, 'Could not publish expired cache tags to other instances'),
      )
  await publish()
  setTimeout(publish, SETTLE_MS).unref()
}

/**
 * Expires cache tags everywhere and records them in the database too, for the web servers of
 * a process that may not share Redis with them: a stock import from the CLI or the nightly
 * job used to leave car pages stale for up to an hour. Each server follows the record
 * (followExpiries).
 */
export async function expireTagsAndRecord(payload: Payload, tags: string[]): Promise<void> {
  if (tags.length === 0) return
  await expireTagsEverywhere(tags)
  await payload.create({ collection: CACHE_EXPIRIES, data: { tags }, overrideAccess: true })
}

/** What a follower has seen so far, and when it last pruned the record. */
export type FollowState = { since: string; prunedAt?: number }

/**
 * One look at the record: tags expired since the last look drop every cached page that
 * carries them and was rendered before (src/lib/routeCacheHandler.mjs). Old entries are pruned.
 */
export async function followExpiries(payload: Payload, state: FollowState, now = new Date()): Promise<string[]> {
  const { docs } = await payload.find({
    collection: CACHE_EXPIRIES,
    where: { createdAt: { greater_than: state.since } },
    sort: 'createdAt',
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
  })
  const seen: string[] = []
  for (const doc of docs) {
    const tags = Array.isArray(doc.tags) ? doc.tags.filter((tag): tag is string => typeof tag === 'string') : []
    expireFromElsewhere(tags, Date.parse(doc.createdAt))
    seen.push(...tags)
    state.since = doc.createdAt
  }
  // Pruning writes (and so takes SQLite's write lock): once an hour, not on every look.
  if (now.getTime() - (state.prunedAt ?? 0) > 60 * 60 * 1000) {
    state.prunedAt = now.getTime()
    await payload.delete({
      collection: CACHE_EXPIRIES,
      where: { createdAt: { less_than: new Date(now.getTime() - KEEP_MS).toISOString() } },
      overrideAccess: true,
    })
  }
  return seen
}

/** Drops what this process cached with tags another process expired `atMs`. */
function expireFromElsewhere(tags: string[], atMs: number): void {
  expireTagsFromElsewhere(tags, atMs)
  expireTags(tags)
}

/**
 * Follows the record every FOLLOW_EVERY_MS in this web server, from now on, and with
 * REDIS_URL the instances' expiry stream, which brings a save on another instance within
 * milliseconds. Returns a stop function.
 */
export function startFollowingExpiries(payload: Payload): () => Promise<void> {
  const state: FollowState = { since: new Date().toISOString() }
  const stopRecord = repeatEvery(
    FOLLOW_EVERY_MS,
    () => followExpiries(payload, state),
    (err) =>
      payload.logger.error({ err, msg: 'Could not read cache expiries from other processes; trying again shortly' }),
  )
  const url = redisUrl()
  const stopStream = url ? followExpiryStream(url, (tags) => expireFromElsewhere(tags, Date.now())) : () => {}
  return async () => {
    stopStream()
    await stopRecord()
  }
}
