import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { checkoutOptionsOf } from '@/features/orders/checkoutOptions'
import { CheckoutJourneyPage } from '@/features/orders/ui/CheckoutJourneyPage'
import { inStockCarForForm } from '@/features/leads/carForForm'
import { pageVisitor } from '@/features/visitorAuth/gate'

// One buyer's journey (their trade-in offers, their details): never cached or indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Buy online', robots: { index: false, follow: false } }

type Args = { searchParams: Promise<{ car_id?: string | string[] }> }

/** /checkout-journey?car_id={slug} (spec: online purchase): buying one car online, signed in first where the dealer asks. */
export default async function CheckoutJourneyRoute({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const { car_id } = await searchParams
  const slug = Array.isArray(car_id) ? car_id[0] : car_id
  if (!slug) notFound()
  const visitor = await pageVisitor(tenant, 'checkout', `/checkout-journey?car_id=${encodeURIComponent(slug)}`)
  const options = await checkoutOptionsOf(tenant, slug, visitor, new Date())
  if ('error' in options && options.status === 404) notFound()
  const car = await inStockCarForForm(tenant, slug)
  return <CheckoutJourneyPage options={options} car={car?.summary ?? null} visitor={visitor} />
}
