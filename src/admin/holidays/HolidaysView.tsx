import type { AdminViewServerProps } from 'payload'
import Link from 'next/link'
import type { Tenant, User } from '@/payload-types'
import { dayHoursText } from '@/domain/openingHours'
import { CONTENT_EDITOR_ROLES, hasTenantRole, isPlatformAdmin } from '@tenants/roles'
import { siteSettings } from '@tenants/settings'
import { comingHolidays, dealerSites, hoursOn, type Site } from '@/features/holidayHours/holidayHours'
import { DealerPage } from '../DealerPage'
import { HolidayActions } from './HolidayActions.client'
import styles from './holidays.module.css'

const dayLabel = (day: string) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`))

const departmentName = (department: Site['departments'][number]) =>
  department.locationType
    ? department.locationType[0]!.toUpperCase() + department.locationType.slice(1)
    : department.name

/** What is set for the day at this address: one text when every department agrees, else per department. */
function setNow(site: Site, day: string, timeZone: string): string {
  const each = site.departments.map((department) => {
    const entry = hoursOn(department, day, timeZone)
    return { name: departmentName(department), text: entry ? dayHoursText(entry) : 'Usual hours' }
  })
  const texts = new Set(each.map((e) => e.text))
  if (texts.size === 1) return site.departments.length > 1 ? `${each[0]!.text} (every department)` : each[0]!.text
  return each.map((e) => `${e.name}: ${e.text}`).join(' · ')
}

/**
 * /admin/holidays: the coming year's public holidays of each of the dealer's addresses (its
 * state's, or New Zealand's), what each department has set for them, and one step to close
 * every department there or give them the same special hours.
 */
export function HolidaysView(view: AdminViewServerProps) {
  return (
    <DealerPage view={view} id="holidays-page" title="Public holidays">
      {(dealer, user) => <DealerHolidays dealer={dealer} user={user} view={view} />}
    </DealerPage>
  )
}

async function DealerHolidays({ dealer, user, view }: { dealer: Tenant; user: User; view: AdminViewServerProps }) {
  const sites = await dealerSites(view.initPageResult.req.payload, dealer)
  const timeZone = siteSettings(dealer).identity.timeZone
  const mayEdit = isPlatformAdmin(user) || hasTenantRole(user, dealer.id, CONTENT_EDITOR_ROLES)
  if (!sites.length)
    return (
      <p>
        This dealer has no locations yet. <Link href="/admin/collections/locations/create">Add one</Link> first.
      </p>
    )
  return (
    <>
      <p className={styles.intro}>
        Set a public holiday once for every department at an address. One department’s own days stay in its{' '}
        <Link href="/admin/collections/locations">location</Link> (Special hours). Regional holidays (show days, cups
        outside the capital) are not listed: add them there.
      </p>
      {sites.map((site) => {
        const holidays = comingHolidays(site, timeZone)
        const headingId = `site-${site.departments[0]!.id}`
        return (
          <section key={site.key} aria-labelledby={headingId} className={styles.site}>
            <h2 id={headingId}>{site.address}</h2>
            <p className={styles.departments}>
              {site.departments.map((d, i) => (
                <span key={d.id}>
                  {i ? ', ' : ''}
                  <Link href={`/admin/collections/locations/${d.id}`}>{d.name}</Link>
                </span>
              ))}
            </p>
            {!site.region ? (
              <p>The address has no Australian state, so there is no list of public holidays for it.</p>
            ) : (
              <div
                className={styles.scroll}
                role="region"
                aria-label={`Public holidays at ${site.address}`}
                tabIndex={0}
              >
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Day</th>
                      <th scope="col">Holiday ({site.region})</th>
                      <th scope="col">Set now</th>
                      {mayEdit ? <th scope="col">Change for every department</th> : null}
                    </tr>
                  </thead>
                  <tbody>
                    {holidays.map((holiday) => (
                      <tr key={holiday.date + holiday.name}>
                        <td className={styles.day}>{dayLabel(holiday.date)}</td>
                        <td>{holiday.name}</td>
                        <td>{setNow(site, holiday.date, timeZone)}</td>
                        {mayEdit ? (
                          <td>
                            <HolidayActions
                              location={String(site.departments[0]!.id)}
                              date={holiday.date}
                              label={holiday.name}
                            />
                          </td>
                        ) : null}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        )
      })}
    </>
  )
}
