import { unstable_cache } from 'next/cache'

const outsideNextServer = (error: unknown) => error instanceof Error && error.message.includes('incrementalCache missing')

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
 * offer or popup it shows starts or ends, or the dealer's midnight for "today".
 */
export async function cacheRenderUntil(moment: Date | null, now = new Date()): Promise<void> {
  const lifetime = renderLifetime(moment, now)
  if (lifetime !== null) await markRender(['render-lifetime', String(lifetime)], { revalidate: lifetime })
}

/**
 * Seconds a page may stay cached to be gone by `moment`, or null when the longest lifetime is
 * sooner anyway. Whole minutes past the first (a bounded number of cache keys), never later
 * than the moment, at least one second.
 */
export function renderLifetime(moment: Date | null, now: Date): number | null {
  if (!moment) return null
  const seconds = Math.ceil((moment.getTime() - now.getTime()) / 1000)
  if (seconds >= LONGEST_RENDER_SECONDS) return null
  return seconds <= 60 ? Math.max(1, seconds) : Math.floor(seconds / 60) * 60
}

/** Expires the page being rendered with these tags, for content read live rather than through `cachedRead` (the stock). */
export async function renderDependsOn(tags: string[]): Promise<void> {
  await markRender(['render-tags', ...tags], { tags, revalidate: false })
}
