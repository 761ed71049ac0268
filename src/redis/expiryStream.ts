import type { Redis } from 'ioredis'
import { connectRedis, whenReady } from './connection'

/** The stream every instance reads expired cache tags from; the newest ~10,000 are kept. */
export const EXPIRY_STREAM = 'cache-expiries'
const KEEP = 10_000

/** Tells every instance following the stream that these tags expired. */
export async function publishExpiry(redis: Redis, tags: string[]): Promise<void> {
  await redis.xadd(EXPIRY_STREAM, 'MAXLEN', '~', KEEP, '*', 'tags', JSON.stringify(tags))
}

/**
 * Reads the stream from now on, on a connection of its own (a read blocks it), handing each
 * entry's tags to `onTags` within milliseconds of its publication. After Redis was away it
 * goes on from the last entry it saw, so an instance misses no expiry made meanwhile.
 * Returns a stop function.
 */
export function followExpiryStream(
  url: string,
  onTags: (tags: string[]) => void,
  { blockMs = 5_000 }: { blockMs?: number } = {},
): () => void {
  const client = connectRedis(url, 'expiry-follower')
  let stopped = false
  let lastId = '$'
  const follow = async () => {
    while (!stopped) {
      try {
        await whenReady(client, 5_000)
        const reply = await client.xread('BLOCK', blockMs, 'STREAMS', EXPIRY_STREAM, lastId)
        for (const [, entries] of reply ?? []) {
          for (const [id, fields] of entries) {
            lastId = id
            const tags = tagsOf(fields)
            if (tags.length > 0) onTags(tags)
          }
        }
      } catch {
        // Redis is away (the connection reports it once): look again in a second.
        if (!stopped) await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
    }
  }
  void follow()
  return () => {
    stopped = true
    client.disconnect()
  }
}

function tagsOf(fields: string[]): string[] {
  const at = fields.indexOf('tags')
  try {
    const tags: unknown = JSON.parse(fields[at + 1] ?? '[]')
    return Array.isArray(tags) ? tags.filter((tag): tag is string => typeof tag === 'string') : []
  } catch {
    return []
  }
}
