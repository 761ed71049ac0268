import { calendarDay, localTime, zoneName, type Zone } from './dates'

/**
 * Opening hours as visitors read them. Entries use the spec's weekday numbering
 * (0 Sunday to 6 Saturday) and 24-hour HH:MM times; display is 12-hour.
 */
export type WeeklyHoursEntry = {
  weekday: string | number
  status?: 'open' | 'closed' | null
  open?: string | null
  close?: string | null
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
/** The order of the opening-hours table: Monday to Sunday. */
const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const

/** '08:30' -> '8:30 am', '12:00' -> '12:00 pm', '00:15' -> '12:15 am'. */
export function time12(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  const suffix = hours < 12 ? 'am' : 'pm'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/**
 * The times the admin's opening-hours pickers offer: every quarter hour from 6 am to 10 pm, as
 * staff read them ("8:30 am"). Staff may still type any other time.
 */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: (22 - 6) * 4 + 1 }, (_, i) => {
  const minutes = 6 * 60 + i * 15
  const pad = (n: number) => String(n).padStart(2, '0')
  return time12(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`)
})

/** One day's hours as shown: '8:30 am – 5:30 pm', or 'Closed' (also for a day without an entry). */
export function dayHoursText(entry: Omit<WeeklyHoursEntry, 'weekday'> | undefined): string {
  if (!entry || entry.status !== 'open' || !entry.open || !entry.close) return 'Closed'
  return `${time12(entry.open)} – ${time12(entry.close)}`
}

/** The full week, Monday to Sunday, one row per day. */
export function weekTable(
  entries: WeeklyHoursEntry[] | null | undefined,
): { day: (typeof WEEKDAY_NAMES)[number]; hours: string }[] {
  const byDay = new Map((entries ?? []).map((entry) => [Number(entry.weekday), entry]))
  return MONDAY_FIRST.map((weekday) => ({ day: WEEKDAY_NAMES[weekday], hours: dayHoursText(byDay.get(weekday)) }))
}

export type SpecialHoursEntry = Omit<WeeklyHoursEntry, 'weekday'> & { date: string; label?: string | null }

const DAY_MS = 86_400_000

/**
 * The special hours for the dealer's day `date` (the day `at` falls on). Only entries stored
 * within two days of `at` can fall on it, and only those are read in the dealer's zone: an
 * entry months away would be read through Intl, outside the clock a page carries.
 */
function specialHoursOn(entries: SpecialHoursEntry[] | null | undefined, at: Date, date: string, zone: Zone) {
  return entries?.find(
    (entry) => Math.abs(Date.parse(entry.date) - at.getTime()) < 2 * DAY_MS && calendarDay(entry.date, zone) === date,
  )
}

/**
 * Whether a location is open at `now` in the dealer's time zone: special hours for that
 * date win over the weekly hours; open from the opening time up to (not at) closing time.
 */
export function isOpenAt(
  hours: { openingHours?: WeeklyHoursEntry[] | null; specialHours?: SpecialHoursEntry[] | null },
  zone: Zone,
  now: Date,
): boolean {
  const local = localTime(now, zone)
  const special = specialHoursOn(hours.specialHours, now, local.date, zone)
  const entry = special ?? hours.openingHours?.find((day) => Number(day.weekday) === local.weekday)
  if (!entry || entry.status !== 'open' || !entry.open || !entry.close) return false
  return entry.open <= local.time && local.time < entry.close
}

/** Open now with its closing time, or closed with when it next opens, as a visitor reads it. */
export type OpenStatus = { open: boolean; text: string }

/**
 * "Open now, closes 5:30 pm", or "Closed, opens 8:30 am" (later today), "Closed, opens
 * tomorrow 8:30 am", "Closed, opens Monday 8:30 am", "Closed, opens Fri 1 Jan 8:00 am" (a week or more
 * away); "Closed" when nothing opens within two weeks. Special hours for a date win over the weekly hours, as for isOpenAt.
 */
export function openStatus(
  hours: { openingHours?: WeeklyHoursEntry[] | null; specialHours?: SpecialHoursEntry[] | null },
  zone: Zone,
  now: Date,
): OpenStatus {
  const dayEntry = (at: Date) => {
    const local = localTime(at, zone)
    const special = specialHoursOn(hours.specialHours, at, local.date, zone)
    const entry = special ?? hours.openingHours?.find((day) => Number(day.weekday) === local.weekday)
    return { local, entry: entry?.status === 'open' && entry.open && entry.close ? entry : null }
  }
  const today = dayEntry(now)
  if (today.entry && today.entry.open! <= today.local.time && today.local.time < today.entry.close!)
    return { open: true, text: `Open now, closes ${time12(today.entry.close!)}` }
  if (today.entry && today.local.time < today.entry.open!)
    return { open: false, text: `Closed, opens ${time12(today.entry.open!)}` }
  for (let ahead = 1; ahead <= 14; ahead++) {
    const at = new Date(now.getTime() + ahead * DAY_MS)
    const day = dayEntry(at)
    if (!day.entry) continue
    // A week or more away (a holiday closure) names the date, so "Friday" never means next week's.
    const when =
      ahead === 1
        ? 'tomorrow'
        : ahead < 7
          ? WEEKDAY_NAMES[day.local.weekday]
          : new Intl.DateTimeFormat('en-AU', {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
              timeZone: zoneName(zone),
            })
              .format(at)
              .replace(',', '')
    return { open: false, text: `Closed, opens ${when} ${time12(day.entry.open!)}` }
  }
  return { open: false, text: 'Closed' }
}

/** The spec's reference Saturday for service departments' alternating Saturdays (June 2025). */
export const ALTERNATE_SATURDAY_REFERENCE = '2025-06-07'
const WEEK_MS = 7 * 86_400_000

/** Whether the Saturday of the week holding `date` (YYYY-MM-DD) is a by-appointment Saturday. */
export function isAppointmentSaturday(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`)
  const saturday = new Date(day.getTime() + ((6 - day.getUTCDay() + 7) % 7) * 86_400_000)
  const weeks = Math.round((saturday.getTime() - Date.parse(`${ALTERNATE_SATURDAY_REFERENCE}T00:00:00Z`)) / WEEK_MS)
  return Math.abs(weeks) % 2 === 0
}

export type HoursRow = { label: string; hours: string; enquire?: boolean }
export type HoursSummaryOptions = {
  /** Full mode lists Monday to Friday one by one even when they are the same. */
  full?: boolean
  /** What a closed Saturday or Sunday says: 'Closed' (default), 'By appointment only', or an Enquire Now link. */
  closedWeekend?: 'closed' | 'appointment' | 'enquire'
  /** Service departments open on alternating Saturdays by appointment only. */
  alternatingSaturday?: boolean
  /** Today in the dealer's zone (YYYY-MM-DD), for the alternating Saturday. */
  today?: string
}

/**
 * Opening hours for a location card: Mon-Fri collapse into one row when all five days are
 * the same (unless in full mode); Saturday and Sunday always have their own rows.
 */
export function hoursSummary(
  entries: WeeklyHoursEntry[] | null | undefined,
  options: HoursSummaryOptions = {},
): HoursRow[] {
  const byDay = new Map((entries ?? []).map((entry) => [Number(entry.weekday), entry]))
  const weekdays = [1, 2, 3, 4, 5].map((day) => dayHoursText(byDay.get(day)))
  const rows: HoursRow[] =
    !options.full && weekdays.every((hours) => hours === weekdays[0])
      ? [{ label: 'Mon-Fri', hours: weekdays[0]! }]
      : weekdays.map((hours, i) => ({ label: WEEKDAY_NAMES[i + 1]!.slice(0, 3), hours }))
  for (const [day, label] of [
    [6, 'Sat'],
    [0, 'Sun'],
  ] as const) {
    let hours = dayHoursText(byDay.get(day))
    if (
      day === 6 &&
      options.alternatingSaturday &&
      hours !== 'Closed' &&
      options.today &&
      isAppointmentSaturday(options.today)
    )
      hours = 'By Appointment Only'
    if (hours === 'Closed' && options.closedWeekend === 'appointment')
      rows.push({ label, hours: 'By appointment only' })
    else if (hours === 'Closed' && options.closedWeekend === 'enquire')
      rows.push({ label, hours: 'Enquire Now', enquire: true })
    else rows.push({ label, hours })
  }
  return rows
}

export type HolidayRow = { date: string; day: string; occasion: string | null; hours: string }

/**
 * The holiday-hours list: special hours from today on (dealer's zone), by date; today's
 * row says "Today", others the short date; hours in 12-hour time or "Closed".
 */
export function holidayRows(
  entries: SpecialHoursEntry[] | null | undefined,
  timeZone: string,
  now: Date,
): HolidayRow[] {
  const today = calendarDay(now, timeZone)
  const format = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  // Assembled from parts: ICU versions differ on the comma after the weekday.
  const dayLabel = (date: string) => {
    const parts = format.formatToParts(new Date(`${date}T00:00:00Z`))
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
    return `${get('weekday')} ${get('day')} ${get('month')}`
  }
  return (entries ?? [])
    .map((entry) => ({ entry, date: calendarDay(entry.date, timeZone) }))
    .filter(({ date }) => date >= today)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ entry, date }) => ({
      date,
      day: date === today ? 'Today' : dayLabel(date),
      occasion: entry.label || null,
      hours: dayHoursText(entry),
    }))
}
