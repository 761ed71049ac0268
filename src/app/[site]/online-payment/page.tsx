import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { ONLINE_PAYMENT_PATH } from '@/domain/signInGates'
import { paymentsOf } from '@/features/reservations/buyerPayments'
import { PaymentsView } from '@/features/reservations/ui/PaymentsView'
import { pageVisitor } from '@/features/visitorAuth/gate'
import { getPayloadClient } from '@/lib/payload'

// One visitor's own payments, read per request; never cached or indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Online payments', robots: { index: false, follow: false } }

/** /online-payment (spec: always behind sign-in): the buyer's deposits and orders paid online at this dealer. */
export default async function OnlinePaymentPage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  // Always gated: a visitor is signed in past this line.
  const visitor = (await pageVisitor(tenant, 'online-payment', ONLINE_PAYMENT_PATH))!
  const payments = await paymentsOf(await getPayloadClient(), tenant, visitor)
  return <PaymentsView tenant={tenant} visitor={visitor} payments={payments} />
}
