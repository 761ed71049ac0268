/**
 * When a test drive can start (spec: a booking date and a time within the chosen dealership's
 * sales hours): every half hour from opening until half an hour before closing, on the
 * dealership's special hours for that day where it has them, else its weekly hours; today,
 * only times at least an hour from now, so someone can have the car ready.
 */
import { calendarDay, localTime } from './dates'
import { time12, WEEKDAY_NAMES, type SpecialHoursEntry, type WeeklyHoursEntry } from './openingHours'

export type DealershipHours = {
  openingHours?: WeeklyHoursEntry[] | null
  specialHours?: SpecialHoursEntry[] | null
}

const SLOT_MINUTES = 30
const DRIVE_MINUTES = 30
const LEAD_MINUTES = 60

export const CLOSED_THAT_DAY = 'We are closed that day. Choose another day for your test drive.'
export const TIME_OUTSIDE_HOURS = 'Choose one of the times we are open that day.'
export const TIME_NEEDS_DATE = 'Choose the day first.'

const minutesOf = (hhmm: string) => {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number)
  return hours * 60 + minutes
}
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** The hours a dealership keeps on a day (YYYY-MM-DD), or null when it is closed. */
export function hoursOn(hours: DealershipHours, day: string, timeZone: string): { open: string; close: string } | null {
  const special = hours.specialHours?.find((entry) => calendarDay(entry.date, timeZone) === day)
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay()
  const entry = special ?? hours.openingHours?.find((row) => Number(row.weekday) === weekday)
  if (!entry || entry.status !== 'open' || !entry.open || !entry.close) return null
  return { open: entry.open, close: entry.close }
}

/** The start times ('HH:MM') a test drive can have on a day; none when the dealership is closed. */
export function testDriveTimes(
  hours: DealershipHours,
  day: string,
  { timeZone, now }: { timeZone: string; now: Date },
) {
  const open = hoursOn(hours, day, timeZone)
  if (!open) return []
  const local = localTime(now, timeZone)
  const earliest = day === local.date ? minutesOf(local.time) + LEAD_MINUTES : 0
  const first = Math.ceil(Math.max(minutesOf(open.open), earliest) / SLOT_MINUTES) * SLOT_MINUTES
  const times: string[] = []
  for (let start = first; start + DRIVE_MINUTES <= minutesOf(open.close); start += SLOT_MINUTES) times.push(hhmm(start))
  return times
}

/**
 * A test drive's day and time against the dealership's hours: a day it is closed, or a time
 * outside its hours, is refused. Without the dealership's hours (none set) any time is taken.
 */
export function testDriveTimeErrors(
  booking: { preferred_date: string; preferred_time: string },
  hours: DealershipHours | null,
  context: { timeZone: string; now: Date },
): { preferred_date?: string; preferred_time?: string } {
  const day = booking.preferred_date.trim()
  const time = booking.preferred_time.trim()
  if (!day) return time ? { preferred_time: TIME_NEEDS_DATE } : {}
  if (!hours?.openingHours?.length)
    return time && !/^\d{2}:\d{2}$/.test(time) ? { preferred_time: TIME_OUTSIDE_HOURS } : {}
  if (!hoursOn(hours, day, context.timeZone)) return { preferred_date: CLOSED_THAT_DAY }
  if (time && !testDriveTimes(hours, day, context).includes(time)) return { preferred_time: TIME_OUTSIDE_HOURS }
  return {}
}

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * The thank-you's restatement of what was asked for, so the visitor can check it: "You asked
 * for Friday 4 December 2026 at 10:30 am." The day alone without a time; nothing without a day.
 */
export function testDriveRequested(booking: { preferred_date: string; preferred_time: string }): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(booking.preferred_date.trim())
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  const date = `${weekday} ${day} ${MONTH_NAMES[month - 1]} ${year}`
  const time = /^\d{2}:\d{2}$/.test(booking.preferred_time.trim()) ? ` at ${time12(booking.preferred_time.trim())}` : ''
  return `You asked for ${date}${time}.`
}
