import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { inStockCarForForm } from '@/features/leads/carForForm'
import { TradeInPage } from '@/features/leads/ui/TradeInPage'

// Reads the car it was opened for from the query string, so it renders per request (its data reads are still cached).
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Trade In', alternates: { canonical: '/trade-in' } }

type Args = { searchParams: Promise<{ car_id?: string | string[] }> }

/** /cars/trade-in?car_id= (spec): a trade-in valuation towards one car in stock; without one, the plain trade-in form. */
export default async function CarTradeInPage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const { car_id } = await searchParams
  const car = await inStockCarForForm(tenant, Array.isArray(car_id) ? car_id[0] : car_id)
  return <TradeInPage tenant={tenant} car={car} />
}
