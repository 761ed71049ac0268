import { QueryClient } from '@tanstack/react-query'
import type { Quote, QuoteRequest } from '@/domain/financeQuote'

/** The page's cache of quotes: the same question is asked once. */
export const quoteClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 10 * 60_000, retry: false, refetchOnWindowFocus: false } },
})

export type QuoteQuestion = Omit<QuoteRequest, 'year' | 'vin' | 'nvic'> & { car?: string }

/** Asks the site for the broker's quote; any failure throws (the form shows its dash, the server logged why). */
export async function fetchQuote(question: QuoteQuestion, signal?: AbortSignal): Promise<Quote> {
  const response = await fetch('/api/youx/quote', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(question),
    signal,
  })
  if (!response.ok) throw new Error(`The quote answered ${response.status}`)
  return (await response.json()) as Quote
}
