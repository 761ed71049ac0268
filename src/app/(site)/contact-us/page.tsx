import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { visibleLocationsOf } from '@/content/locations'
import { siteSettings } from '@tenants/settings'
import { getRequestTenant } from '@/content/tenant'
import { addressLine, departmentLabel, locationSites } from '@/content/locationSites'

/** Served at /contact-us and /contact; the dealer's contact path setting is the canonical one. */
export async function generateMetadata(): Promise<Metadata> {
  const tenant = await getRequestTenant()
  return { title: 'Contact Us', alternates: tenant ? { canonical: siteSettings(tenant).links.contactPath } : undefined }
}

/** /contact-us: every visible site of the dealer with its departments' phone numbers. */
export default async function ContactUsPage() {
  const tenant = await getRequestTenant()
  if (!tenant) notFound()
  const sites = locationSites(await visibleLocationsOf(tenant))

  return (
    <>
      <main id="main" className="site-main">
        <section className="page-hero">
          <h1>Contact Us</h1>
          {tenant.contact?.mainPhone ? (
            <p className="page-summary">
              Call <a href={`tel:${tenant.contact.mainPhone.replace(/\s+/g, '')}`}>{tenant.contact.mainPhone}</a>
            </p>
          ) : null}
        </section>
        <ul className="location-list">
          {sites.map((site) => (
            <li key={site.slug} className="location-card">
              <h2>{site.name}</h2>
              <p>{addressLine(site.departments[0]!)}</p>
              <ul className="department-phones">
                {site.departments.map((department) => (
                  <li key={department.id}>
                    {departmentLabel(department)}: <a href={`tel:${department.phone.replace(/\s+/g, '')}`}>{department.phone}</a>
                  </li>
                ))}
              </ul>
              <Link href={`/contact-us/${site.slug}`} aria-label={`View details of ${site.name}`}>
                View Details
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </>
  )
}
