import type { Metadata } from 'next'
import { StockSearchPage, stockSearchMetadata } from '../StockSearchPage'

// The query string is the search: every visit renders (the engine answers in milliseconds).
export const dynamic = 'force-dynamic'

type Args = {
  params: Promise<{ segment: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/** /search/{car types}, /search/{location}, /search/{make}, /search/{body}. */
export async function generateMetadata({ params, searchParams }: Args): Promise<Metadata> {
  return stockSearchMetadata([(await params).segment], await searchParams)
}

export default async function Page({ params, searchParams }: Args) {
  return <StockSearchPage segments={[(await params).segment]} searchParams={await searchParams} />
}
