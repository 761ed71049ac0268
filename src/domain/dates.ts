/** "The end must come after the start" for any dated content (offers, promo cards, popups). */
export function dateRangeProblem(
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
  labels: { start: string; end: string } = { start: 'start date', end: 'end date' },
): string | null {
  if (!start || !end) return null
  const from = new Date(start).getTime()
  const to = new Date(end).getTime()
  if (Number.isNaN(from) || Number.isNaN(to)) return null
  return to > from ? null : `The ${labels.end} must be after the ${labels.start}.`
}

/** Whether dated content is live at `now`: started (or no start) and not yet ended (or no end). */
export function isWithinDates(
  now: Date,
  start: string | Date | null | undefined,
  end: string | Date | null | undefined,
): boolean {
  if (start && new Date(start).getTime() > now.getTime()) return false
  if (end && new Date(end).getTime() <= now.getTime()) return false
  return true
}

/** An instant as the dealer's clock shows it: calendar date, weekday (0 Sunday), HH:MM and hour. */
export type LocalTime = { date: string; weekday: number; time: string; hour: number }

// Building an Intl.DateTimeFormat costs far more than using one (opening hours read the clock
// for every day of every location), so each zone's formatter is built once.
const clockFormats = new Map<string, Intl.DateTimeFormat>()
function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    })
    clockFormats.set(timeZone, format)
  }
  return format
}

/** An instant read in a time zone: the dealer's zone decides the day and hour, never the server's. */
export function localTime(instant: string | Date, timeZone: string): LocalTime {
  const parts = clockFormat(timeZone).formatToParts(new Date(instant))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const hour = get('hour')
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    weekday: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday')),
    time: `${hour}:${get('minute')}`,
    hour: Number(hour),
  }
}

/**
 * The calendar day (YYYY-MM-DD) a stored instant falls on in a time zone. Day-only CMS
 * dates are stored as an instant (midnight UTC or noon in the editor's zone), so the
 * dealer's zone decides which day it is.
 */
export function calendarDay(instant: string | Date, timeZone: string): string {
  return localTime(instant, timeZone).date
}

/**
 * The promotional popup a site shows now: among those within their dates, the one that
 * started last (an undated start counts as earliest); none once every popup has expired.
 */
export function currentPopup<T extends { start?: string | null; expiry: string }>(popups: T[], now: Date): T | null {
  const live = popups.filter((popup) => isWithinDates(now, popup.start, popup.expiry))
  live.sort((a, b) => (b.start ? Date.parse(b.start) : 0) - (a.start ? Date.parse(a.start) : 0))
  return live[0] ?? null
}

/** The earliest of these instants after `now` (when dated content next starts or ends), or null. */
export function nextChange(now: Date, instants: readonly (string | Date | null | undefined)[]): Date | null {
  let next: number | null = null
  for (const instant of instants) {
    if (!instant) continue
    const at = new Date(instant).getTime()
    if (at > now.getTime() && (next === null || at < next)) next = at
  }
  return next === null ? null : new Date(next)
}

/** The instant the dealer's next calendar day starts (their midnight), daylight saving included. */
export function nextMidnight(now: Date, timeZone: string): Date {
  return onMidnight(new Date(startOfMinute(now) + (24 * 60 - minutesPastMidnight(now, timeZone)) * 60_000), timeZone)
}

/** The start of the dealer's day that `now` falls in (their midnight), for "today" figures. */
export function startOfDay(now: Date, timeZone: string): Date {
  return onMidnight(new Date(startOfMinute(now) - minutesPastMidnight(now, timeZone) * 60_000), timeZone)
}

const startOfMinute = (instant: Date) => Math.floor(instant.getTime() / 60_000) * 60_000

function minutesPastMidnight(instant: Date, timeZone: string): number {
  const { hour, time } = localTime(instant, timeZone)
  return hour * 60 + Number(time.slice(3, 5))
}

/** On a day with a daylight-saving change a candidate lands an hour off midnight: correct it. */
function onMidnight(candidate: Date, timeZone: string): Date {
  const past = minutesPastMidnight(candidate, timeZone)
  return past === 0 ? candidate : new Date(candidate.getTime() + (past < 12 * 60 ? -past : 24 * 60 - past) * 60_000)
}
