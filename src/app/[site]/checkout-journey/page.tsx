import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { checkoutOptionsOf, checkoutSignInPath } from '@/features/orders/checkoutOptions'
import { CheckoutJourneyPage } from '@/features/orders/ui/CheckoutJourneyPage'
import { inStockCarForForm } from '@/features/leads/carForForm'
import { sessionVisitor } from '@/features/visitorAuth/sessions'
import { getPayloadClient } from '@/lib/payload'

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
  const visitor = await sessionVisitor(await getPayloadClient(), tenant, (await headers()).get('cookie'))
  const signIn = checkoutSignInPath(tenant, visitor, `/checkout-journey?car_id=${encodeURIComponent(slug)}`)
  if (signIn) redirect(signIn)
  const options = await checkoutOptionsOf(tenant, slug, visitor, new Date())
  if ('error' in options && options.status === 404) notFound()
  const car = await inStockCarForForm(tenant, slug)
  return <CheckoutJourneyPage options={options} car={car?.summary ?? null} visitor={visitor} />
}
