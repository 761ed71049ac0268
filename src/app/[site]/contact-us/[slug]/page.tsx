import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { holidayRows, weekTable } from '@/domain/openingHours'
import { showReviews } from '@/domain/reviews'
import { DepartmentHours } from '@/components/DepartmentHours'
import { LocationMap } from '@/components/LocationMap'
import { OpenNow } from '@/components/OpenNow.client'
import { StarRating } from '@/components/StarRating'
import { allLocationsOf, visibleLocationsOf } from '@/content/locations'
import { previewGranted } from '@/content/preview'
import { PreviewBanner } from '../../preview-ui/PreviewBanner'
import { locationSites } from '@/content/locationSites'
import { addressLine, departmentLabel, directionsUrl, siteBrands } from '@/domain/locations'
import { DepartmentPhones } from '@/components/DepartmentPhones'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { notFoundOrRedirect } from '@/app/[site]/notFoundOrRedirect'
import { siteSettings } from '@tenants/settings'
import { DealerJsonLd } from '../../shell/DealerJsonLd'
import { renderOnDemand } from '../../renderOnDemand'
import { zoneClock } from '@/domain/dates'
import { EnquiryForm } from '@/features/leads/ui/EnquiryForm.client'
import { enquiryFormFor } from '@/features/leads/enquiryForms'

export const generateStaticParams = renderOnDemand

type Args = { params: Promise<{ slug: string }> }

/**
 * The location site at /contact-us/{slug}: one the dealer shows, or in preview (a signed link
 * from the admin for this address) any of the dealer's, so a hidden one can be checked first.
 */
async function siteOf(slug: string) {
  const tenant = await getSiteTenant()
  if (!tenant) return null
  const preview = await previewGranted(tenant, `/contact-us/${slug}`)
  const locations = await (preview ? allLocationsOf(tenant) : visibleLocationsOf(tenant))
  const site = locationSites(locations).find((s) => s.slug === slug)
  return site ? { tenant, site, preview } : null
}

/** Also served at /our-location/{slug} and /locations/{slug}; /contact-us/{slug} is the canonical address. */
export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const found = await siteOf((await params).slug)
  if (!found) return {}
  return {
    title: found.site.name,
    alternates: { canonical: `/contact-us/${found.site.slug}` },
    robots: found.preview ? { index: false, follow: false } : undefined,
  }
}

/** A location's page: address, directions, rating, departments' phones, opening hours by department, holiday hours, map, and an enquiry form sent to this location. */
export default async function LocationPage({ params }: Args) {
  const { slug } = await params
  const found = await siteOf(slug)
  if (!found) {
    const tenant = await getSiteTenant()
    if (!tenant) notFound()
    return notFoundOrRedirect(tenant, `/contact-us/${slug}`)
  }
  const { tenant, site, preview } = found
  const settings = siteSettings(tenant)
  const first = site.departments[0]!
  const now = new Date()
  const rated = site.departments.find((d) =>
    showReviews(d.reviews?.averageRating, settings.reviews.minimumRating, settings.reviews.hideReviews),
  )
  const { lat, lng } = first.address
  const brands = siteBrands(site.departments)
  const departments = site.departments.map((department) => ({
    label: departmentLabel(department),
    siteName: site.name,
    week: weekTable(department.openingHours),
    holidays: holidayRows(department.specialHours, settings.identity.timeZone, now),
  }))

  return (
    <>
      {preview ? <PreviewBanner path={`/contact-us/${site.slug}`} drafts={false} /> : null}
      <main id="main" className="site-main">
        <section className="page-hero">
          <h1>{site.name}</h1>
          <address className="page-summary">{addressLine(first)}</address>
          {brands.length ? (
            <p className="location-brands">
              <span className="visually-hidden">Brands: </span>
              {brands.join(', ')}
            </p>
          ) : null}
          {rated?.reviews?.averageRating ? (
            <StarRating average={rated.reviews.averageRating} count={rated.reviews.count} from={rated.reviews.source} />
          ) : null}
          <OpenNow
            hours={{ openingHours: first.openingHours, specialHours: first.specialHours }}
            clock={zoneClock(settings.identity.timeZone, new Date())}
          />
          <p>
            <a href={directionsUrl(first)} rel="noopener" target="_blank">
              Get directions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
        <div className="location-detail">
          <div>
            <h2>Call us</h2>
            <DepartmentPhones departments={site.departments} />
            <h2>Opening hours</h2>
            <DepartmentHours departments={departments} />
            {site.departments.map((department) =>
              department.dealerLicenceNumber || department.motorVehicleRepairerNumber ? (
                <p key={department.id} className="licence">
                  {department.dealerLicenceNumber
                    ? `Dealer licence ${department.dealerLicenceNumber}`
                    : `Motor vehicle repairer ${department.motorVehicleRepairerNumber}`}
                </p>
              ) : null,
            )}
            {site.departments.some((department) => department.team?.length) ? (
              <p>
                <a href={`/teams/${site.slug}`}>Meet our team at {site.name}</a>
              </p>
            ) : null}
          </div>
          {typeof lat === 'number' && typeof lng === 'number' ? (
            <LocationMap lat={lat} lng={lng} name={site.name} load="visible" />
          ) : null}
        </div>
        <section className="contact-enquiry" aria-labelledby="location-enquiry">
          <h2 id="location-enquiry">Send {site.name} an enquiry</h2>
          <EnquiryForm
            spec={await enquiryFormFor(tenant, 'general')}
            formId="location-enquiry"
            submitLabel={settings.wording.submitLabel}
            thankYou={`Thank you for your enquiry. ${site.name} will be in touch shortly.`}
            initial={{ location: site.slug }}
          />
        </section>
      </main>
      <DealerJsonLd tenant={tenant} locations={site.departments} />
    </>
  )
}
