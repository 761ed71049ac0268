import type { Metadata } from 'next'
import { StockSearchPage, stockSearchMetadata } from '../../StockSearchPage'

// The query string is the search: every visit renders (the engine answers in milliseconds).
export const dynamic = 'force-dynamic'

type Args = {
  params: Promise<{ segment: string; model: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** /search/{make}/{model}. */
export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  const { segment, model } = await params
  return stockSearchMetadata([segment, model], await searchParams)
}

export default async function Page({ params, searchParams }: Args) {
  const { segment, model } = await params
  return <StockSearchPage segments={[segment, model]} searchParams={await searchParams} />
}
