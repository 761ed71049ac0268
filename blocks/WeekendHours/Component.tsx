import Link from 'next/link'
import type { Tenant, WeekendHoursBlock as WeekendHoursData } from '@/payload-types'
import { calendarDay } from '@/domain/dates'
import { filterLocations } from '@/domain/locations'
import { hoursSummary } from '@/domain/openingHours'
import { visibleLocationsOf } from '@/content/locations'
import { siteSettings } from '@tenants/settings'
import '@/components/location-parts.css'

/** Saturday and Sunday hours of the chosen locations, with the dealer's closed-weekend wording. */
export async function WeekendHoursBlock({ block, tenant }: { block: WeekendHoursData; tenant: Tenant }) {
  const locations = filterLocations(await visibleLocationsOf(tenant), block.filter)
  if (!locations.length) return null
  const settings = siteSettings(tenant)
  const today = calendarDay(new Date(), settings.identity.timeZone)
  const heading = block.heading || 'Open this weekend'
  return (
    <section className="block block-weekend-hours" aria-label={heading}>
      <h2>{heading}</h2>
      <div className="location-cards location-cards-grid">
        {locations.map((location) => {
          const weekend = hoursSummary(location.openingHours, {
            closedWeekend: settings.wording.closedWeekendText,
            alternatingSaturday: settings.features.alternatingServiceSaturdays && location.locationType === 'service',
            today,
          }).filter((row) => row.label === 'Sat' || row.label === 'Sun')
          return (
            <div key={location.id} className="location-card">
              <h3 className="location-name">{location.name}</h3>
              <dl className="hours-summary">
                {weekend.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label === 'Sat' ? 'Saturday' : 'Sunday'}</dt>
                    <dd>{row.enquire ? <Link href={settings.links.contactPath}>Enquire Now</Link> : row.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          )
        })}
      </div>
    </section>
  )
}
