// Next's own cache (bounded memory, tag expiry; next.config.mjs `cacheHandler`) with one
// addition: a cached page that shows dated content is dropped the moment that content
// starts or ends (an offer's end date, a popup's expiry, the dealer's midnight for "today").
//
// Next only knows time-based expiry as stale-while-revalidate: past its lifetime a page is
// served once more while it renders again in the background. On a quiet dealer site that
// stale visit can be the next morning's first visitor seeing yesterday's "Today" or an
// offer that has ended. A page whose moment has passed is a miss here instead, so the
// visit waits for a fresh render. The moment travels with the page as one of its cache
// tags (`renderUntilTag`, set by cacheRenderUntil in src/content/cached.ts). A page is a
// miss too once one of its tags was expired by another process (isExpiredElsewhere), and so
// is a data read made with such a tag.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

/** @type {typeof import('next/dist/server/lib/incremental-cache/file-system-cache').default} */
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

const RENDER_UNTIL = 'render-until:'
const CACHE_TAGS_HEADER = 'x-next-cache-tags'

/** The cache tag that ends a page's life at `moment` (whole seconds, rounded up). */
export function renderUntilTag(moment) {
  return `${RENDER_UNTIL}${Math.ceil(moment.getTime() / 1000)}`
}

/** The earliest end of life among a page's cache tags, in epoch milliseconds, or null. */
export function renderUntilOf(tags) {
  let until = null
  for (const tag of tags) {
    if (!tag.startsWith(RENDER_UNTIL)) continue
    const moment = Number(tag.slice(RENDER_UNTIL.length)) * 1000
    if (Number.isFinite(moment) && (until === null || moment < until)) until = moment
  }
  return until
}

/** Whether a cache entry is a rendered page or route whose end of life has come. */
export function isPastRenderUntil(entry, now = Date.now()) {
  const tags = entry?.value?.headers?.[CACHE_TAGS_HEADER]
  if (typeof tags !== 'string') return false
  const until = renderUntilOf(tags.split(','))
  return until !== null && until <= now
}

// Tags expired by another process (a CLI import, another app instance), with when, shared
// through globalThis because Next loads this handler apart from the app's own modules.
const EXPIRED_ELSEWHERE = Symbol.for('dealer-platform.expired-elsewhere')
/** @returns {Map<string, number>} */
const expiredElsewhere = () => (globalThis[EXPIRED_ELSEWHERE] ??= new Map())

/** Records tags another process expired at `atMs` (src/cache/sharedExpiry.ts reads them from the database). */
export function expireTagsFromElsewhere(tags, atMs) {
  const expired = expiredElsewhere()
  for (const tag of tags) if ((expired.get(tag) ?? 0) < atMs) expired.set(tag, atMs)
}

/**
 * Whether a cache entry was made before one of its tags was expired elsewhere: a page by the
 * tags it carries, a data read (unstable_cache) by the tags it was asked with, so the page
 * rendered again on this instance does not read the old content from its own data cache.
 */
export function isExpiredElsewhere(entry, ctx) {
  const expired = expiredElsewhere()
  if (expired.size === 0 || !entry) return false
  const renderedAt = entry.lastModified ?? 0
  return tagsOf(entry, ctx).some((tag) => (expired.get(tag) ?? 0) > renderedAt)
}

function tagsOf(entry, ctx) {
  const header = entry.value?.headers?.[CACHE_TAGS_HEADER]
  if (typeof header === 'string') return header.split(',')
  if (entry.value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(entry.value.tags ?? [])]
  return []
}

export default class RouteCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx)
    return isPastRenderUntil(entry) || isExpiredElsewhere(entry, ctx) ? null : entry
  }
}
