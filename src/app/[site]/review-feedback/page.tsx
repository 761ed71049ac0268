import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BAD_EXPERIENCE_PATH, feedbackGreeting, greatExperienceLink } from '@/domain/reviewFeedback'
import { visibleLocationsOf } from '@/content/locations'
import { locationSites } from '@/content/locationSites'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { siteSettings } from '@tenants/settings'

// Greets by the query string, so it renders per request (its data reads are still cached).
export const dynamic = 'force-dynamic'

type Args = {
  searchParams: Promise<{
    first_name?: string | string[]
    dealership_name?: string | string[]
    location?: string | string[]
  }>
}

// Personal links from review-request e-mails: never indexed.
export const metadata: Metadata = { title: 'How did we do?', robots: { index: false, follow: false } }

/**
 * The review feedback landing page: a great experience goes to the review page of the location
 * the e-mail names (?location={its slug}) or the dealer's review link, a bad one to the survey.
 */
export default async function ReviewFeedbackPage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const query = await searchParams
  const { firstName, dealershipName } = feedbackGreeting(query)
  const settings = siteSettings(tenant)
  const slug = [query.location].flat()[0]
  const site = slug ? locationSites(await visibleLocationsOf(tenant)).find((s) => s.slug === slug) : undefined
  const placeId = site?.departments.find((department) => department.address.placeId)?.address.placeId
  const reviewLink = greatExperienceLink(placeId, settings.reviews.reviewLink)
  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>
          Hi {firstName}, how was your experience with {dealershipName}?
        </h1>
        <p className="page-summary">Your feedback helps us look after every customer better.</p>
      </section>
      <p className="feedback-choices">
        {reviewLink ? (
          <a className="button" href={reviewLink} rel="noopener" target="_blank">
            I had a great experience<span className="visually-hidden"> (opens our review page in a new tab)</span>
          </a>
        ) : (
          <a className="button" href={settings.links.contactPath}>
            I had a great experience
          </a>
        )}
        <a className="button button-secondary" href={BAD_EXPERIENCE_PATH}>
          I had a bad experience
        </a>
      </p>
    </main>
  )
}
