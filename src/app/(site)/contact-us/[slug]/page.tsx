import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { calendarDay } from '@/domain/dates'
import { dayHoursText, weekTable } from '@/domain/openingHours'
import { siteSettings } from '@tenants/settings'
import { visibleLocationsOf } from '@/content/locations'
import { getRequestTenant } from '@/content/tenant'
import { DealerJsonLd } from '../../shell/DealerJsonLd'
import { addressLine, departmentLabel, directionsUrl, locationSites } from '@/content/locationSites'

type Args = { params: Promise<{ slug: string }> }

async function siteOf(slug: string) {
  const tenant = await getRequestTenant()
  if (!tenant) return null
  const site = locationSites(await visibleLocationsOf(tenant)).find((s) => s.slug === slug)
  return site ? { tenant, site } : null
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const found = await siteOf((await params).slug)
  return found ? { title: found.site.name, alternates: { canonical: `/contact-us/${found.site.slug}` } } : {}
}

/** /contact-us/{location-slug}: one site's address, departments and opening hours. */
export default async function LocationPage({ params }: Args) {
  const found = await siteOf((await params).slug)
  if (!found) notFound()
  const { tenant, site } = found
  const first = site.departments[0]!
  const timeZone = siteSettings(tenant).identity.timeZone
  const today = calendarDay(new Date(), timeZone)
  const dateLabel = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone })

  return (
    <>
      <DealerJsonLd tenant={tenant} locations={site.departments} />
      <main id="main" className="site-main">
        <section className="page-hero">
          <h1>{site.name}</h1>
          <p className="page-summary">{addressLine(first)}</p>
          <p>
            <a href={directionsUrl(first)} rel="noopener" target="_blank">
              Get directions<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
        <div className="department-grid">
          {site.departments.map((department) => {
            const label = departmentLabel(department)
            const upcoming = (department.specialHours ?? []).filter((day) => calendarDay(day.date, timeZone) >= today)
            return (
              <section key={department.id} aria-labelledby={`department-${department.id}`} className="department">
                <h2 id={`department-${department.id}`}>{label}</h2>
                <p>
                  <a href={`tel:${department.phone.replace(/\s+/g, '')}`}>{department.phone}</a>
                </p>
                <table className="hours-table">
                  <caption>{label} opening hours</caption>
                  <tbody>
                    {weekTable(department.openingHours).map((row) => (
                      <tr key={row.day}>
                        <th scope="row">{row.day}</th>
                        <td>{row.hours}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {upcoming.length ? (
                  <>
                    <h3>Holiday hours</h3>
                    <ul className="special-hours">
                      {upcoming.map((day) => (
                        <li key={day.id ?? day.date}>
                          {calendarDay(day.date, timeZone) === today ? 'Today' : dateLabel.format(new Date(day.date))}
                          {day.label ? ` (${day.label})` : ''}: {dayHoursText(day)}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {department.dealerLicenceNumber ? <p className="licence">Dealer licence {department.dealerLicenceNumber}</p> : null}
              </section>
            )
          })}
        </div>
      </main>
    </>
  )
}
