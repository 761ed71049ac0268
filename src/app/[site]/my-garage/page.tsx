import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { MY_GARAGE_PATH } from '@/domain/watchlist'
import { garageOf } from '@/features/savedCars/garage'
import { GarageView } from '@/features/savedCars/ui/GarageView'
import { sessionVisitor } from '@/features/visitorAuth/sessions'
import { getPayloadClient } from '@/lib/payload'

// One visitor's own records, read per request; never cached or indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'My Garage', robots: { index: false, follow: false } }

/** /my-garage (spec): a signed-in visitor's saved cars, enquiries, offers and reservations; others sign in first. */
export default async function MyGaragePage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const payload = await getPayloadClient()
  const visitor = await sessionVisitor(payload, tenant, (await headers()).get('cookie'))
  if (!visitor) redirect(`/sign-in?${new URLSearchParams({ type: 'my-garage', redirect: MY_GARAGE_PATH })}`)
  return <GarageView tenant={tenant} visitor={visitor} garage={await garageOf(payload, tenant, visitor)} />
}
