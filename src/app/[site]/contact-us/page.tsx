import type { Metadata } from 'next'
import Link from 'next/link'
import { OpenNow } from '@/components/OpenNow.client'
import { notFound } from 'next/navigation'
import { EnquiryForm } from '@/features/leads/ui/EnquiryForm.client'
import { enquiryFormFor } from '@/features/leads/enquiryForms'
import { visibleLocationsOf } from '@/content/locations'
import { offerContext, runningOfferById } from '@/content/offers'
import { siteSettings } from '@tenants/settings'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { locationSites } from '@/content/locationSites'
import { addressLine, directionsUrl } from '@/domain/locations'
import { DepartmentPhones } from '@/components/DepartmentPhones'
import { telHref } from '@/domain/phone'
import { dealerPhones } from '@/domain/dealerPhones'
import { zoneClock } from '@/domain/dates'
import { distanceText, nearestTo } from '@/domain/nearestLocations'
import { NearestSearch } from './NearestSearch'

// Reads the query string, so it renders per request (its data reads are still cached).
export const dynamic = 'force-dynamic'

/** Served at /contact-us and /contact; the dealer's contact path setting is the canonical one. */
export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getSiteTenant()
  return { title: 'Contact Us', alternates: tenant ? { canonical: siteSettings(tenant).links.contactPath } : undefined }
}

type Args = { searchParams: Promise<{ offer?: string | string[]; postcode?: string | string[] }> }

/**
 * /contact-us: the enquiry form (about an offer when the visitor came from one), and every
 * visible site of the dealer with its departments' phone numbers; with several sites, a
 * postcode puts them nearest first, each with its distance, and chooses the nearest in the form.
 */
export default async function ContactUsPage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const query = await searchParams
  const sites = locationSites(await visibleLocationsOf(tenant))
  const offer = await runningOfferById(tenant, query.offer)
  const postcode = String([query.postcode].flat()[0] ?? '').trim()
  const found =
    sites.length > 1 && postcode
      ? nearestTo(postcode, sites, (site) => {
          const { lat, lng } = site.departments[0]!.address
          return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null
        })
      : null
  const listed = found && 'nearest' in found ? found.nearest : sites.map((item) => ({ item, km: null }))
  const nearest = found && 'nearest' in found ? found.nearest[0]?.item : undefined
  const phones = dealerPhones(tenant.contact)

  return (
    <>
      <main id="main" className="site-main">
        <section className="page-hero">
          <h1>Contact Us</h1>
          {phones.length === 1 ? (
            <p className="page-summary">
              Call <a href={telHref(phones[0]!.number)}>{phones[0]!.number}</a>
            </p>
          ) : phones.length ? (
            <ul className="page-summary dealer-phones" aria-label="Call us">
              {phones.map((phone) => (
                <li key={phone.label}>
                  {phone.label}: <a href={telHref(phone.number)}>{phone.number}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <section className="contact-enquiry" aria-labelledby="contact-enquiry">
          <h2 id="contact-enquiry">{offer ? `Enquire about ${offer.name}` : 'Send us an enquiry'}</h2>
          <EnquiryForm
            spec={await enquiryFormFor(tenant, 'general')}
            formId="contact-enquiry"
            submitLabel={siteSettings(tenant).wording.submitLabel}
            thankYou="Thank you for your enquiry. One of our team will be in touch shortly."
            initial={{
              ...(offer ? { message: `I am interested in the offer: ${offer.name}.` } : {}),
              ...(nearest ? { location: nearest.slug } : {}),
            }}
            context={offerContext(offer)}
          />
        </section>
        <h2>Our locations</h2>
        {sites.length > 1 ? (
          <NearestSearch
            action={siteSettings(tenant).links.contactPath}
            postcode={postcode}
            error={found && 'error' in found ? found.error : undefined}
          />
        ) : null}
        <ul className="location-list">
          {listed.map(({ item: site, km }) => (
            <li key={site.slug} className="location-card">
              <h3>{site.name}</h3>
              {km !== null ? <p className="location-distance">{distanceText(km)}</p> : null}
              <p>{addressLine(site.departments[0]!)}</p>
              <OpenNow
                hours={{
                  openingHours: site.departments[0]!.openingHours,
                  specialHours: site.departments[0]!.specialHours,
                }}
                clock={zoneClock(siteSettings(tenant).identity.timeZone, new Date())}
              />
              <DepartmentPhones departments={site.departments} />
              <p className="location-actions">
                <Link className="button" href={`/contact-us/${site.slug}`} aria-label={`View details of ${site.name}`}>
                  View Details
                </Link>
                <a href={directionsUrl(site.departments[0]!)} target="_blank" rel="noopener">
                  Directions<span className="visually-hidden"> to {site.name} (opens in a new tab)</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      </main>
    </>
  )
}
