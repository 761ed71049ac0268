import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { MY_GARAGE_PATH } from '@/domain/watchlist'
import { garageOf } from '@/features/savedCars/garage'
import { GarageView } from '@/features/savedCars/ui/GarageView'
import { pageVisitor } from '@/features/visitorAuth/gate'
import { getPayloadClient } from '@/lib/payload'

// One visitor's own records, read per request; never cached or indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'My Garage', robots: { index: false, follow: false } }

/** /my-garage (spec): a signed-in visitor's saved cars, enquiries, offers and reservations; others sign in first. */
export default async function MyGaragePage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  // Always gated: a visitor is signed in past this line.
  const visitor = (await pageVisitor(tenant, 'my-garage', MY_GARAGE_PATH))!
  const garage = await garageOf(await getPayloadClient(), tenant, visitor)
  return <GarageView tenant={tenant} visitor={visitor} garage={garage} />
}
