import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { tradeInOfferFor } from '@/features/leads/acceptTradeInOffer'
import { TradeInOfferPage } from '@/features/leads/ui/TradeInOfferPage'

// One customer's offer, read per request (it changes when they accept); never indexed.
export const dynamic = 'force-dynamic'
// The link is the customer's key to the offer: no page they go on to learns it.
export const metadata: Metadata = {
  title: 'Our offer for your car',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Args = { params: Promise<{ token: string }> }

/** /trade-in-offer/<token>: the dealer's offer for a customer's car, from the link staff sent them. */
export default async function OfferPage({ params }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const { token } = await params
  const lead = await tradeInOfferFor(tenant, token)
  if (!lead) notFound()
  return <TradeInOfferPage tenant={tenant} lead={lead} token={token} />
}
