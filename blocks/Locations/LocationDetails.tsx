import Link from 'next/link'
import type { Location } from '@/payload-types'
import { calendarDay, zoneClock } from '@/domain/dates'
import { telHref } from '@/domain/phone'
import { hoursSummary, holidayRows } from '@/domain/openingHours'
import { HolidayHours } from '@/components/HolidayHours'
import { OpenNow } from '@/components/OpenNow.client'
import type { SiteSettings } from '@tenants/settings'

type Props = {
  location: Location
  settings: SiteSettings
  showHours: boolean
  showLicence: boolean
  now: Date
}

/** One department's open-now status, phone, weekly hours, licence and holiday hours (on a location card). */
export function LocationDetails({ location, settings, showHours, showLicence, now }: Props) {
  const { timeZone } = settings.identity
  const hours = hoursSummary(location.openingHours, {
    closedWeekend: settings.wording.closedWeekendText,
    alternatingSaturday: settings.features.alternatingServiceSaturdays && location.locationType === 'service',
    today: calendarDay(now, timeZone),
  })
  const holidays = holidayRows(location.specialHours, timeZone, now)
  return (
    <>
      <OpenNow
        hours={{ openingHours: location.openingHours, specialHours: location.specialHours }}
        clock={zoneClock(timeZone, now)}
      />
      <p>
        <a href={telHref(location.phone)}>{location.phone}</a>
      </p>
      {showHours ? (
        <dl className="hours-summary">
          {hours.map((row) => (
            <div key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.enquire ? <Link href={settings.links.contactPath}>Enquire Now</Link> : row.hours}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {showLicence && location.dealerLicenceNumber ? (
        <p className="licence">Dealer licence {location.dealerLicenceNumber}</p>
      ) : null}
      {holidays.length ? <HolidayHours name={location.name} rows={holidays} /> : null}
    </>
  )
}
