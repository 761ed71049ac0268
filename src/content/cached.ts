import { unstable_cache } from 'next/cache'
import { nextChange } from '@/domain/dates'
import { renderUntilTag } from '@/lib/routeCacheHandler.mjs'

const outsideNextServer = (error: unknown) =>
  error instanceof Error && error.message.includes('incrementalCache missing')

/**
 * A public-site read served from Next's data cache until one of its tags is expired by
 * the CMS (collections/hooks/revalidate.ts). No time-based expiry: content changes only
 * when someone saves it, and every save expires exactly the tags it affects. The tags also
 * mark the cached page that used the read, so a save expires that page too.
 */
export async function cachedRead<T>(key: (string | number)[], tags: string[], read: () => Promise<T>): Promise<T> {
  try {
    return await unstable_cache(read, key.map(String), { tags, revalidate: false })()
  } catch (error) {
    // Outside a Next server (integration tests, scripts) there is no data cache: read directly.
    if (outsideNextServer(error)) return read()
    throw error
  }
}

/** Longest a page stays in the route cache; keep equal to `revalidate` in src/app/[site]/layout.tsx. */
const LONGEST_RENDER_SECONDS = 3600

/**
 * Marks the page being rendered through an empty data read: a render's data reads are how
 * Next learns which tags expire a cached page and how long it may live (the shortest
 * lifetime wins). Outside a cached page render this does nothing.
 */
async function markRender(key: string[], options: { tags?: string[]; revalidate?: number | false }): Promise<void> {
  try {
    await unstable_cache(async () => true, key, options)()
  } catch (error) {
    if (!outsideNextServer(error)) throw error
  }
}

/**
 * Keeps the page being rendered in the route cache no longer than until `moment`: when an
 * offer or popup it shows starts or ends, or the dealer's midnight for "today". The tag has
 * the route cache handler (src/lib/routeCacheHandler.mjs) refuse the render from the moment
 * on, so no visitor gets it, even on a page nobody opened for hours.
 */
export async function cacheRenderUntil(moment: Date | null, now = new Date()): Promise<void> {
  if (!moment) return
  // Beyond the hour the page's regular lifetime renders it again sooner; the tag still
  // counts for a page nobody asks for until after the moment.
  const until = renderUntilTag(moment)
  const lifetime = renderLifetime(moment, now)
  await markRender(['render-until', until], { revalidate: lifetime ?? false, tags: [until] })
}

/** Keeps the page cached no longer than until the next of these instants (dated content starting or ending). */
export async function cacheRenderUntilNextChange(
  instants: readonly (string | Date | null | undefined)[],
  now = new Date(),
): Promise<void> {
  await cacheRenderUntil(nextChange(now, instants), now)
}

/**
 * Seconds a page may stay cached to be gone by `moment` (at least one), or null when its
 * longest lifetime ends sooner anyway. It sets the page's Cache-Control max-age for caches in
 * front of the server, which never see the end-of-life tag.
 */
export function renderLifetime(moment: Date | null, now: Date): number | null {
  if (!moment) return null
  const seconds = Math.ceil((moment.getTime() - now.getTime()) / 1000)
  if (seconds >= LONGEST_RENDER_SECONDS) return null
  return Math.max(1, seconds)
}

/** Expires the page being rendered with these tags, for content read live rather than through `cachedRead` (the stock). */
export async function renderDependsOn(tags: string[]): Promise<void> {
  await markRender(['render-tags', ...tags], { tags, revalidate: false })
}
