import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { OfferSearchPage } from './OfferSearchPage'

export const metadata: Metadata = { title: 'Special Offers', alternates: { canonical: '/special-offers' } }

/** /special-offers with no search: cached whole until an offer starts or ends (a search goes to ./search). */
export default async function SpecialOffersPage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  return <OfferSearchPage tenant={tenant} query={{ page: 1 }} />
}
