import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { offerQuery } from '@/domain/offerSearch'
import { OfferSearchPage } from '../OfferSearchPage'

// A search is its address: rendered per request (next.config redirects /special-offers?make=… here).
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Special Offers', alternates: { canonical: '/special-offers' } }

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** /special-offers/search?category=&make=&model=&page= (spec: the offers search of /special-offers). */
export default async function OfferSearchRoute({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  return <OfferSearchPage tenant={tenant} query={offerQuery(await searchParams)} />
}
