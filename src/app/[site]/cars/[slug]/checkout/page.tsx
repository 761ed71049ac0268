import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { inStockCarForForm } from '@/features/leads/carForForm'
import { CarSummary } from '@/features/leads/ui/CarSummary'
import { carReservationOf } from '@/features/reservations/carReservation'
import { ReserveOnlineTab } from '@/features/reservations/ui/ReserveOnlineTab'
import { pageVisitor } from '@/features/visitorAuth/gate'
import '@/features/leads/ui/form-page.css'

// Signed-in per dealer, and the car's hold read now: never cached or indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Reserve this car', robots: { index: false, follow: false } }

type Args = { params: Promise<{ slug: string }> }

/**
 * /cars/{slug}/checkout (spec: reserve a car; /cars/{slug}/buy-online on some dealers' sites,
 * the same page): the car beside the Reserve Online form, and the way on to buying it online
 * where the dealer sells online. Where the dealer asks, the buyer signs in first.
 */
export default async function CarCheckoutPage({ params }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const slug = decodeURIComponent((await params).slug)
  const found = await inStockCarForForm(tenant, slug)
  const reservation = found ? await carReservationOf(tenant, found.car) : null
  if (!found || !reservation) notFound()
  await pageVisitor(tenant, 'checkout', `/cars/${found.listing.slug}/checkout`)
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>Reserve this car</h1>
      </section>
      <div className="form-layout">
        <section className="form-card" aria-label="Reserve online">
          <ReserveOnlineTab
            reservation={reservation}
            car={found.listing.slug}
            enquireHref={`/cars/${found.listing.slug}#enquire-about-this-car`}
          />
        </section>
        <aside className="form-aside form-aside--car" aria-label="The car">
          <CarSummary car={found.summary} layout="stacked" />
        </aside>
      </div>
    </main>
  )
}
