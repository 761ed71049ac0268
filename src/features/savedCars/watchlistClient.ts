import { QueryClient } from '@tanstack/react-query'
import { markSignedIn } from '@/features/visitorAuth/signedInHint'

/** The page's one cache of the visitor's watchlist (the Save toggles and My Garage share it). */
export const watchlistClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: true } },
})

export const WATCHLIST_KEY = ['watchlist'] as const

/** The visitor's saved cars by slug, or null when nobody is signed in (and the browser's note says so from now on). */
export async function fetchWatchlist(): Promise<string[] | null> {
  const response = await fetch('/api/watchlist/cars', { headers: { accept: 'application/json' } })
  if (response.status === 401) {
    markSignedIn(false)
    return null
  }
  if (!response.ok) throw new Error(`The watchlist answered ${response.status}`)
  return ((await response.json()) as { cars: string[] }).cars
}

export class WatchlistError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** Saves or removes a car; throws with the server's message (the spec shows it to the visitor). */
export async function changeWatchlist(action: 'save' | 'remove', slug: string): Promise<void> {
  const response = await fetch(`/api/watchlist/${action}-car`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ car_id: slug }),
  })
  const answer = (await response.json().catch(() => ({}))) as { success?: boolean; message?: string; error?: string }
  if (response.status === 401) markSignedIn(false)
  if (!response.ok || !answer.success)
    throw new WatchlistError(
      answer.message ?? answer.error ?? 'Something went wrong. Please try again.',
      response.status,
    )
}
