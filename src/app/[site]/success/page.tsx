import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { enquiryWords } from '@/domain/enquiryWords'
import { stockSearchPath } from '@/domain/searchPaths'
import { EnquiredCarCard } from '@/features/leads/ui/EnquiredCarCard.client'
import { siteSettings } from '@tenants/settings'

// A page people reach only by sending an enquiry: never indexed.
export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

/**
 * /success (spec): where an enquiry about a car lands. It thanks the visitor, names the car
 * they asked about (kept in their browser by the form) and offers the way back to it and on
 * to the rest of the stock. The same page for everyone, so it is served from the cache.
 */
export default async function SuccessPage() {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const settings = siteSettings(tenant)
  const phone = tenant.contact?.salesPhone || tenant.contact?.mainPhone
  return (
    <main id="main" className="site-main success-page">
      <section className="page-hero">
        <h1>{enquiryWords(settings.wording.enquiryTerm).thanks}</h1>
        <p className="page-summary">
          We have it, and one of our team will be in touch shortly.
          {phone ? (
            <>
              {' '}
              If it is urgent, call us on <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>.
            </>
          ) : null}
        </p>
      </section>
      <EnquiredCarCard />
      <p className="success-links">
        <a className="button" href={stockSearchPath()}>
          Browse our stock
        </a>
        <Link className="outline-button" href="/">
          Back to the home page
        </Link>
      </p>
    </main>
  )
}
