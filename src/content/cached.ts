import { unstable_cache } from 'next/cache'

/**
 * A public-site read served from Next's data cache until one of its tags is expired by
 * the CMS (collections/hooks/revalidate.ts). No time-based expiry: content changes only
 * when someone saves it, and every save expires exactly the tags it affects.
 */
export async function cachedRead<T>(key: (string | number)[], tags: string[], read: () => Promise<T>): Promise<T> {
  try {
    return await unstable_cache(read, key.map(String), { tags, revalidate: false })()
  } catch (error) {
    // Outside a Next server (integration tests, scripts) there is no data cache: read directly.
    if (error instanceof Error && error.message.includes('incrementalCache missing')) return read()
    throw error
  }
}
