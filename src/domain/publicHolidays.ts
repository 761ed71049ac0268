/**
 * Public holidays of the Australian states and territories and of New Zealand, computed from
 * each holiday's rule (fixed dates with their substitute days, Easter, "second Monday in
 * June"...), so the set never runs out. It holds the holidays that close a state or country,
 * not regional ones (show days, regattas, country cups, New Zealand's anniversary days) or
 * days proclaimed year by year (Victoria's AFL Grand Final Friday): staff add those by hand.
 */
export const HOLIDAY_REGIONS = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'NZ'] as const
export type HolidayRegion = (typeof HOLIDAY_REGIONS)[number]
export type PublicHoliday = { date: string; name: string }

const DAY_MS = 86_400_000
const iso = (time: number) => new Date(time).toISOString().slice(0, 10)
const utc = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day)
const weekday = (time: number) => new Date(time).getUTCDay()
const addDays = (time: number, days: number) => time + days * DAY_MS
const [SUN, MON, TUE, , , FRI, SAT] = [0, 1, 2, 3, 4, 5, 6]

/** Easter Sunday (the Gregorian computus). */
export function easterSunday(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return iso(utc(year, month, day))
}

/** The nth (1-based) given weekday of a month. */
const nthWeekday = (year: number, month: number, day: number, n: number) => {
  const first = utc(year, month, 1)
  return addDays(first, ((day - weekday(first) + 7) % 7) + (n - 1) * 7)
}
/** The last given weekday of a month. */
const lastWeekday = (year: number, month: number, day: number) => {
  const last = utc(year, month + 1, 0)
  return addDays(last, -((weekday(last) - day + 7) % 7))
}
/** The day itself, or the Monday after when it falls on a weekend (NZ "Mondayised"). */
const mondayised = (time: number) => addDays(time, weekday(time) === SAT ? 2 : weekday(time) === SUN ? 1 : 0)

/**
 * A pair of days in a row (Christmas and Boxing Day; in New Zealand also 1 and 2 January):
 * each is listed, and a day that falls on a weekend gets the next free weekday as its substitute.
 */
function pairWithSubstitutes(first: number, names: [string, string]): PublicHoliday[] {
  const second = addDays(first, 1)
  const days: PublicHoliday[] = [
    { date: iso(first), name: names[0] },
    { date: iso(second), name: names[1] },
  ]
  if (weekday(first) === SAT) {
    days.push({ date: iso(addDays(first, 2)), name: `${names[0]} (additional day)` })
    days.push({ date: iso(addDays(first, 3)), name: `${names[1]} (additional day)` })
  } else if (weekday(first) === SUN) {
    days.push({ date: iso(addDays(first, 2)), name: `${names[0]} (additional day)` })
  } else if (weekday(first) === FRI) {
    days.push({ date: iso(addDays(first, 3)), name: `${names[1]} (additional day)` })
  }
  return days
}

/** New Zealand's Matariki, set for each year by the Te Kāhui o Matariki Public Holiday Act 2022. */
const MATARIKI: Record<number, string> = {
  2026: '2026-07-10',
  2027: '2027-06-25',
  2028: '2028-07-14',
  2029: '2029-07-06',
  2030: '2030-06-21',
  2031: '2031-07-11',
  2032: '2032-07-02',
  2033: '2033-06-24',
  2034: '2034-07-07',
  2035: '2035-06-29',
}

function newZealand(year: number): PublicHoliday[] {
  const easter = Date.parse(easterSunday(year))
  const days = [
    ...pairWithSubstitutes(utc(year, 1, 1), ['New Year’s Day', 'Day after New Year’s Day']),
    { date: iso(mondayised(utc(year, 2, 6))), name: 'Waitangi Day' },
    { date: iso(addDays(easter, -2)), name: 'Good Friday' },
    { date: iso(addDays(easter, 1)), name: 'Easter Monday' },
    { date: iso(mondayised(utc(year, 4, 25))), name: 'Anzac Day' },
    { date: iso(nthWeekday(year, 6, MON, 1)), name: 'King’s Birthday' },
    { date: iso(nthWeekday(year, 10, MON, 4)), name: 'Labour Day' },
    ...pairWithSubstitutes(utc(year, 12, 25), ['Christmas Day', 'Boxing Day']),
  ]
  if (MATARIKI[year]) days.push({ date: MATARIKI[year], name: 'Matariki' })
  return days
}

function australia(year: number, state: Exclude<HolidayRegion, 'NZ'>): PublicHoliday[] {
  const easter = Date.parse(easterSunday(year))
  const newYear = utc(year, 1, 1)
  const anzac = utc(year, 4, 25)
  const days: PublicHoliday[] = [
    { date: iso(newYear), name: 'New Year’s Day' },
    { date: iso(mondayised(utc(year, 1, 26))), name: 'Australia Day' },
    { date: iso(addDays(easter, -2)), name: 'Good Friday' },
    { date: iso(addDays(easter, 1)), name: 'Easter Monday' },
    { date: iso(anzac), name: 'Anzac Day' },
    ...pairWithSubstitutes(utc(year, 12, 25), ['Christmas Day', state === 'SA' ? 'Proclamation Day' : 'Boxing Day']),
  ]
  if (weekday(newYear) === SAT || weekday(newYear) === SUN)
    days.push({ date: iso(mondayised(newYear)), name: 'New Year’s Day (additional day)' })
  if (state !== 'TAS' && state !== 'WA') days.push({ date: iso(addDays(easter, -1)), name: 'Easter Saturday' })
  if (['ACT', 'NSW', 'QLD', 'VIC', 'WA'].includes(state)) days.push({ date: iso(easter), name: 'Easter Sunday' })
  const anzacMonday =
    ((state === 'WA' || state === 'ACT') && (weekday(anzac) === SAT || weekday(anzac) === SUN)) ||
    ((state === 'QLD' || state === 'NT') && weekday(anzac) === SUN)
  if (anzacMonday) days.push({ date: iso(mondayised(anzac)), name: 'Anzac Day (additional day)' })

  const labour: Record<typeof state, [string, number]> = {
    ACT: ['Labour Day', nthWeekday(year, 10, MON, 1)],
    NSW: ['Labour Day', nthWeekday(year, 10, MON, 1)],
    SA: ['Labour Day', nthWeekday(year, 10, MON, 1)],
    VIC: ['Labour Day', nthWeekday(year, 3, MON, 2)],
    TAS: ['Eight Hours Day', nthWeekday(year, 3, MON, 2)],
    WA: ['Labour Day', nthWeekday(year, 3, MON, 1)],
    QLD: ['Labour Day', nthWeekday(year, 5, MON, 1)],
    NT: ['May Day', nthWeekday(year, 5, MON, 1)],
  }
  days.push({ date: iso(labour[state][1]), name: labour[state][0] })
  const kingsBirthday =
    state === 'QLD'
      ? nthWeekday(year, 10, MON, 1)
      : state === 'WA'
        ? lastWeekday(year, 9, MON)
        : nthWeekday(year, 6, MON, 2)
  days.push({ date: iso(kingsBirthday), name: 'King’s Birthday' })

  if (state === 'VIC') days.push({ date: iso(nthWeekday(year, 11, TUE, 1)), name: 'Melbourne Cup Day' })
  if (state === 'SA') days.push({ date: iso(nthWeekday(year, 3, MON, 2)), name: 'Adelaide Cup Day' })
  if (state === 'WA') days.push({ date: iso(nthWeekday(year, 6, MON, 1)), name: 'Western Australia Day' })
  if (state === 'NT') days.push({ date: iso(nthWeekday(year, 8, MON, 1)), name: 'Picnic Day' })
  if (state === 'ACT') {
    days.push({ date: iso(nthWeekday(year, 3, MON, 2)), name: 'Canberra Day' })
    const may27 = utc(year, 5, 27)
    days.push({ date: iso(addDays(may27, (MON - weekday(may27) + 7) % 7)), name: 'Reconciliation Day' })
  }
  return days
}

/** The region's public holidays from `from` to `to` (YYYY-MM-DD, both included), in date order. */
export function publicHolidays(region: HolidayRegion, from: string, to: string): PublicHoliday[] {
  const days: PublicHoliday[] = []
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++)
    days.push(...(region === 'NZ' ? newZealand(year) : australia(year, region)))
  return days
    .filter((day) => day.date >= from && day.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name))
}

/** The holiday region of a dealership: New Zealand by its time zone, otherwise its state. */
export function holidayRegion(state: string | null | undefined, timeZone: string): HolidayRegion | null {
  if (timeZone === 'Pacific/Auckland' || timeZone === 'Pacific/Chatham') return 'NZ'
  return (HOLIDAY_REGIONS as readonly string[]).includes(state ?? '') ? (state as HolidayRegion) : null
}
