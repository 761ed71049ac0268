import type { Payload } from 'payload'
import { expireTags } from '@tenants/cacheTags'
import { expireTagsFromElsewhere } from '@/lib/routeCacheHandler.mjs'
import { repeatEvery } from '@/lib/repeating'

/** The collection that records expired tags (collections/system/cacheExpiries.ts). */
export const CACHE_EXPIRIES = 'cache-expiries'

/** How often a web server looks for tags expired elsewhere, and how long the list is kept. */
export const FOLLOW_EVERY_MS = 2_000
const KEEP_MS = 24 * 60 * 60 * 1000

/**
 * Expires cache tags in this process and in every web server: a stock import from the CLI
 * or the nightly job on another instance used to leave car pages stale for up to an hour.
 * The tags are recorded in the database; each server follows the record (followExpiries).
 */
export async function expireTagsEverywhere(payload: Payload, tags: string[]): Promise<void> {
  if (tags.length === 0) return
  expireTags(tags)
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
    expireTagsFromElsewhere(tags, Date.parse(doc.createdAt))
    expireTags(tags)
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

/** Follows the record every FOLLOW_EVERY_MS in this web server, from now on. */
export function startFollowingExpiries(payload: Payload): () => void {
  const state: FollowState = { since: new Date().toISOString() }
  return repeatEvery(
    FOLLOW_EVERY_MS,
    () => followExpiries(payload, state),
    (err) =>
      payload.logger.error({ err, msg: 'Could not read cache expiries from other processes; trying again shortly' }),
  )
}
