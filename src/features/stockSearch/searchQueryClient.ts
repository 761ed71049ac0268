import { QueryClient } from '@tanstack/react-query'

/** How many searches the browser keeps (spec: the oldest goes beyond ten). */
export const KEPT_SEARCHES = 10

/**
 * The live search's query client: each search's answer is kept for Back and Forward and for
 * asking again, at most `limit` of them, the oldest dropped first (never one on screen).
 * An answer is fresh for a minute, as the server's own kept pages are.
 */
export function searchQueryClient(limit = KEPT_SEARCHES): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, gcTime: Infinity, retry: 1, refetchOnWindowFocus: false },
    },
  })
  const cache = client.getQueryCache()
  cache.subscribe((event) => {
    if (event.type !== 'added') return
    // The cache lists queries in the order they were added: the oldest first.
    const evictable = cache.getAll().filter((query) => query !== event.query && query.getObserversCount() === 0)
    for (const query of evictable.slice(0, Math.max(0, cache.getAll().length - limit))) cache.remove(query)
  })
  return client
}
