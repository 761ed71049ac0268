import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { EnquiryForm } from '@/features/leads/ui/EnquiryForm.client'
import { offerPath } from '@/components/OfferView'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { offerContext, runningOfferById } from '@/content/offers'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { inStockCarForForm } from '@/features/leads/carForForm'
import { CarSummary } from '@/features/leads/ui/CarSummary'

// Reads the query string, so it renders per request (its data reads are still cached).
export const dynamic = 'force-dynamic'

type Args = { searchParams: Promise<{ model?: string | string[]; offer?: string | string[]; car?: string | string[] }> }

export const metadata: Metadata = { title: 'Book A Test Drive', alternates: { canonical: '/book-test-drive' } }

const HEADING_ID = 'book-test-drive'

/**
 * /book-test-drive: the test drive booking form (spec), reached from an offer's Book A Test
 * Drive with its model chosen. The request is stored as a lead; staff confirm the time.
 */
export default async function BookTestDrivePage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const query = await searchParams
  const spec = await enquiryFormFor(tenant, 'test-drive')
  const model = spec.models.find((m) => m.value === (Array.isArray(query.model) ? query.model[0] : query.model))
  const offer = await runningOfferById(tenant, query.offer)
  // From a car's page: the car it is about, when the site still lists it in stock.
  const carSlug = Array.isArray(query.car) ? query.car[0] : query.car
  const listed = await inStockCarForForm(tenant, carSlug)
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1 id={HEADING_ID}>Book A Test Drive</h1>
        <p className="page-summary">
          Tell us which car you would like to drive and the day that suits you; we will call to confirm the time.
        </p>
      </section>
      {listed ? <CarSummary car={listed.summary} /> : null}
      {offer ? (
        <p>
          About the offer <a href={offerPath(offer, tenant)}>{offer.name}</a>
        </p>
      ) : null}
      <EnquiryForm
        spec={spec}
        formId={HEADING_ID}
        submitLabel="Book A Test Drive"
        thankYou="Thank you, we will call you shortly to confirm your test drive."
        initial={{ model: model?.value }}
        context={offerContext(offer)}
        car={listed?.formCar}
      />
    </main>
  )
}
