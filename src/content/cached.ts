import { unstable_cache } from 'next/cache'

/**
 * A public-site read served from Next's data cache until one of its tags is expired by
 * the CMS (collections/hooks/revalidate.ts). No time-based expiry: content changes only
 * when someone saves it, and every save expires exactly the tags it affects.
 */
export function cachedRead<T>(key: (string | number)[], tags: string[], read: () => Promise<T>): Promise<T> {
  return unstable_cache(read, key.map(String), { tags, revalidate: false })()
}
