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

/**
 * A time zone's offsets from UTC over a stretch of time ([from, until)), worked out where zone
 * data is already loaded (the server) and sent with the page, so a browser reads the dealer's
 * clock with arithmetic: its first Intl date format in a zone loads the zone data, 70-90 ms
 * of a phone's main thread on Lighthouse's profile, for an "Open now" line. Outside the
 * stretch (a page kept for weeks) the zone itself is read.
 */
export type ZoneClock = {
  timeZone: string
  from: number
  until: number
  offsets: [startsAt: number, minutes: number][]
}

/** A dealer's zone: its IANA name, or its offsets over a stretch of time. */
export type Zone = string | ZoneClock

export const zoneName = (zone: Zone) => (typeof zone === 'string' ? zone : zone.timeZone)

const MINUTE_MS = 60_000
const HOUR_MS = 60 * MINUTE_MS

/** The zone's offset from UTC in minutes at an instant, read through Intl. */
function offsetMinutes(at: number, timeZone: string): number {
  const local = intlLocalTime(new Date(at), timeZone)
  const [year, month, day] = local.date.split('-').map(Number) as [number, number, number]
  const wall = Date.UTC(year, month - 1, day, local.hour, Number(local.time.slice(3)))
  return Math.round((wall - Math.floor(at / MINUTE_MS) * MINUTE_MS) / MINUTE_MS)
}

// A page lists several locations in one zone; each of its clocks starts at the same hour.
const recentClocks = new Map<string, ZoneClock>()

/** The zone's offsets from a day before `now` to `days` after it; each change found to the minute. */
export function zoneClock(timeZone: string, now: Date, days = 31): ZoneClock {
  const from = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - 24 * HOUR_MS
  const key = `${timeZone} ${from} ${days}`
  const known = recentClocks.get(key)
  if (known) return known
  const clock = computeZoneClock(timeZone, from, days)
  if (recentClocks.size >= 32) recentClocks.delete(recentClocks.keys().next().value!)
  recentClocks.set(key, clock)
  return clock
}

function computeZoneClock(timeZone: string, from: number, days: number): ZoneClock {
  const until = from + (days + 1) * 24 * HOUR_MS
  const offsets: [number, number][] = [[from, offsetMinutes(from, timeZone)]]
  // Zones change offset at most a few times a year, never twice within six hours.
  for (let at = from + 6 * HOUR_MS; at < until; at += 6 * HOUR_MS) {
    const minutes = offsetMinutes(at, timeZone)
    if (minutes === offsets[offsets.length - 1]![1]) continue
    let [before, after] = [at - 6 * HOUR_MS, at]
    while (after - before > MINUTE_MS) {
      const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS
      if (offsetMinutes(middle, timeZone) === minutes) after = middle
      else before = middle
    }
    offsets.push([after, minutes])
  }
  return { timeZone, from, until, offsets }
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const twoDigits = (n: number) => String(n).padStart(2, '0')

function intlLocalTime(instant: Date, timeZone: string): LocalTime {
  const parts = clockFormat(timeZone).formatToParts(instant)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const hour = get('hour')
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    weekday: WEEKDAYS.indexOf(get('weekday')),
    time: `${hour}:${get('minute')}`,
    hour: Number(hour),
  }
}

/** An instant read in a time zone: the dealer's zone decides the day and hour, never the server's. */
export function localTime(instant: string | Date, zone: Zone): LocalTime {
  const at = new Date(instant)
  const t = at.getTime()
  if (typeof zone === 'string' || !(t >= zone.from && t < zone.until)) return intlLocalTime(at, zoneName(zone))
  let minutes = zone.offsets[0]![1]
  for (const [startsAt, offset] of zone.offsets) if (startsAt <= t) minutes = offset
  const wall = new Date(Math.floor(t / MINUTE_MS) * MINUTE_MS + minutes * MINUTE_MS)
  const hour = wall.getUTCHours()
  return {
    date: `${wall.getUTCFullYear()}-${twoDigits(wall.getUTCMonth() + 1)}-${twoDigits(wall.getUTCDate())}`,
    weekday: wall.getUTCDay(),
    time: `${twoDigits(hour)}:${twoDigits(wall.getUTCMinutes())}`,
    hour,
  }
}

/**
 * The calendar day (YYYY-MM-DD) a stored instant falls on in a time zone. Day-only CMS
 * dates are stored as an instant (midnight UTC or noon in the editor's zone), so the
 * dealer's zone decides which day it is.
 */
export function calendarDay(instant: string | Date, zone: Zone): string {
  return localTime(instant, zone).date
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

/**
 * An end typed as a day without a time ("31/01/2027") arrives as that day's midnight in its
 * zone, yet the site prints "Ends 31 Jan 2027": it means the end of that day. Such an end is
 * moved to the last millisecond of the same day; an end with a time of day stays as it is.
 */
export function endOfDayWhenNoTime(instant: string, timeZone: string): string {
  const at = new Date(instant)
  if (Number.isNaN(at.getTime()) || at.getTime() % 60_000 !== 0 || minutesPastMidnight(at, timeZone) !== 0)
    return instant
  return new Date(nextMidnight(at, timeZone).getTime() - 1).toISOString()
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
