import { describe, expect, it, vi } from 'vitest'
import {
  endOfDayWhenNoTime,
  calendarDay,
  currentPopup,
  dateRangeProblem,
  isWithinDates,
  localTime,
  nextChange,
  nextMidnight,
  startOfDay,
  zoneClock,
} from './dates'

describe('dateRangeProblem', () => {
  it('requires the end after the start', () => {
    expect(dateRangeProblem('2025-07-01T00:00:00+10:00', '2025-07-24T23:59:00+10:00')).toBeNull()
    expect(dateRangeProblem('2025-07-24', '2025-07-01', { start: 'start', end: 'expiry' })).toBe(
      'The expiry must be after the start.',
    )
    expect(dateRangeProblem('2025-07-01T10:00:00Z', '2025-07-01T10:00:00Z')).toMatch(/must be after/)
  })

  it('has nothing to say when either date is missing', () => {
    expect(dateRangeProblem(null, '2025-07-01')).toBeNull()
    expect(dateRangeProblem('2025-07-01', undefined)).toBeNull()
  })
})

describe('isWithinDates', () => {
  // The spec's sale card: 1 July 2025 to 24 July 2025, Australian Eastern time.
  const start = '2025-06-30T14:00:00.000Z' // 1 July 00:00 AEST
  const end = '2025-07-24T14:00:00.000Z' // 25 July 00:00 AEST
  it('shows content only between its start and its end', () => {
    expect(isWithinDates(new Date('2025-06-30T13:59:59Z'), start, end)).toBe(false)
    expect(isWithinDates(new Date('2025-06-30T14:00:00Z'), start, end)).toBe(true)
    expect(isWithinDates(new Date('2025-07-24T13:59:59Z'), start, end)).toBe(true)
    expect(isWithinDates(new Date('2025-07-24T14:00:00Z'), start, end)).toBe(false)
  })

  it('treats a missing start or end as open-ended', () => {
    expect(isWithinDates(new Date('2030-01-01'), null, null)).toBe(true)
    expect(isWithinDates(new Date('2030-01-01'), start, null)).toBe(true)
  })
})

describe('localTime', () => {
  it('reads date, weekday, time and hour on the dealer’s clock', () => {
    // 15:30 UTC on Saturday 21 Nov is 02:30 on Sunday 22 Nov in Sydney (AEDT, UTC+11).
    expect(localTime(new Date('2026-11-21T15:30:00Z'), 'Australia/Sydney')).toEqual({
      date: '2026-11-22',
      weekday: 0,
      time: '02:30',
      hour: 2,
    })
    expect(localTime('2026-11-21T15:30:00Z', 'Australia/Perth')).toEqual({
      date: '2026-11-21',
      weekday: 6,
      time: '23:30',
      hour: 23,
    })
    expect(localTime('2026-11-21T11:05:00Z', 'Pacific/Auckland')).toEqual({
      date: '2026-11-22',
      weekday: 0,
      time: '00:05',
      hour: 0,
    })
  })
})

describe('calendarDay', () => {
  it('reads the day in the dealer’s time zone, not the server’s', () => {
    expect(calendarDay('2026-12-25T00:00:00.000Z', 'Australia/Sydney')).toBe('2026-12-25')
    // Noon on 25 December in Auckland (UTC+13) is still 24 December in UTC.
    expect(calendarDay('2026-12-24T23:00:00.000Z', 'Pacific/Auckland')).toBe('2026-12-25')
    expect(calendarDay('2026-12-24T23:00:00.000Z', 'Australia/Perth')).toBe('2026-12-25')
    expect(calendarDay('2026-12-24T15:00:00.000Z', 'Australia/Perth')).toBe('2026-12-24')
  })
})

describe('currentPopup', () => {
  const now = new Date('2026-06-15T00:00:00Z')
  const popup = (id: string, start: string | null, expiry: string) => ({ id, start, expiry })

  it('shows the live popup that started last', () => {
    const popups = [
      popup('old', '2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z'),
      popup('new', '2026-06-10T00:00:00Z', '2026-06-30T00:00:00Z'),
      popup('undated', null, '2026-12-31T00:00:00Z'),
    ]
    expect(currentPopup(popups, now)?.id).toBe('new')
  })

  it('never shows a popup before its start or from its expiry on', () => {
    expect(currentPopup([popup('later', '2026-06-16T00:00:00Z', '2026-07-01T00:00:00Z')], now)).toBeNull()
    expect(currentPopup([popup('expired', null, '2026-06-15T00:00:00Z')], now)).toBeNull()
  })
})

describe('nextChange', () => {
  const now = new Date('2026-11-23T00:00:00Z')
  it('is the earliest instant after now, ignoring past and missing ones', () => {
    expect(
      nextChange(now, ['2026-11-20T00:00:00Z', null, '2026-12-01T00:00:00Z', '2026-11-25T10:00:00Z', undefined]),
    ).toEqual(new Date('2026-11-25T10:00:00Z'))
  })
  it('is null when nothing changes any more', () => {
    expect(nextChange(now, ['2026-11-20T00:00:00Z', now.toISOString(), null])).toBeNull()
  })
})

describe('nextMidnight', () => {
  it('is the start of the dealer’s next day in their zone', () => {
    // 10:30 in Sydney (AEDT, UTC+11) -> midnight Sydney = 13:00 UTC
    expect(nextMidnight(new Date('2026-11-22T23:30:45Z'), 'Australia/Sydney')).toEqual(new Date('2026-11-23T13:00:00Z'))
    // Perth has no daylight saving (UTC+8)
    expect(nextMidnight(new Date('2026-11-23T15:59:00Z'), 'Australia/Perth')).toEqual(new Date('2026-11-23T16:00:00Z'))
    expect(nextMidnight(new Date('2026-11-23T16:00:00Z'), 'Australia/Perth')).toEqual(new Date('2026-11-24T16:00:00Z'))
  })
  it('stays on midnight across the daylight-saving changes', () => {
    // Sydney springs forward on 4 October 2026: 01:00 AEST -> next midnight is 00:00 AEDT on the 5th (UTC+11)
    expect(nextMidnight(new Date('2026-10-03T15:00:00Z'), 'Australia/Sydney')).toEqual(new Date('2026-10-04T13:00:00Z'))
    // and falls back on 5 April 2026: 01:00 AEDT -> 00:00 AEST on the 6th (UTC+10)
    expect(nextMidnight(new Date('2026-04-04T14:00:00Z'), 'Australia/Sydney')).toEqual(new Date('2026-04-05T14:00:00Z'))
    // Auckland springs forward on 27 September 2026
    expect(nextMidnight(new Date('2026-09-26T13:00:00Z'), 'Pacific/Auckland')).toEqual(new Date('2026-09-27T11:00:00Z'))
  })
})

describe('startOfDay', () => {
  it('is the dealer’s last midnight in their zone', () => {
    // 10:30 on 23 Nov in Sydney (UTC+11) -> the day began at 13:00 UTC on the 22nd
    expect(startOfDay(new Date('2026-11-22T23:30:45Z'), 'Australia/Sydney')).toEqual(new Date('2026-11-22T13:00:00Z'))
    expect(startOfDay(new Date('2026-11-23T16:00:00Z'), 'Australia/Perth')).toEqual(new Date('2026-11-23T16:00:00Z'))
    expect(startOfDay(new Date('2026-11-23T15:59:00Z'), 'Australia/Perth')).toEqual(new Date('2026-11-22T16:00:00Z'))
  })
  it('stays on midnight on a daylight-saving day', () => {
    // 4 October 2026 in Sydney began at 00:00 AEST (UTC+10); by noon the clocks are on AEDT
    expect(startOfDay(new Date('2026-10-04T01:00:00Z'), 'Australia/Sydney')).toEqual(new Date('2026-10-03T14:00:00Z'))
    // 5 April 2026 began at 00:00 AEDT (UTC+11); by noon the clocks are back on AEST
    expect(startOfDay(new Date('2026-04-05T02:00:00Z'), 'Australia/Sydney')).toEqual(new Date('2026-04-04T13:00:00Z'))
  })
})

describe('zoneClock', () => {
  const HOUR = 3_600_000

  it('reads the dealer clock as Intl does, every 20 minutes across daylight saving changes', () => {
    // Sydney and Auckland change on 5 April and 4 October 2026 (Auckland 27 September); Brisbane and Perth never.
    for (const timeZone of ['Australia/Sydney', 'Pacific/Auckland', 'Australia/Brisbane', 'Australia/Perth']) {
      for (const start of ['2026-03-20T00:00:00Z', '2026-09-20T00:00:00Z']) {
        const clock = zoneClock(timeZone, new Date(start))
        for (let at = clock.from; at < clock.until; at += HOUR / 3) {
          expect(localTime(new Date(at), clock), `${timeZone} ${new Date(at).toISOString()}`).toEqual(
            localTime(new Date(at), timeZone),
          )
        }
      }
    }
  })

  it('finds each offset change to the minute', () => {
    // Sydney: 3 am AEDT on 5 April 2026 becomes 2 am AEST (16:00 UTC on the 4th).
    const clock = zoneClock('Australia/Sydney', new Date('2026-04-01T00:00:00Z'))
    expect(clock.offsets).toEqual([
      [clock.from, 660],
      [Date.parse('2026-04-04T16:00:00Z'), 600],
    ])
    expect(zoneClock('Australia/Brisbane', new Date('2026-04-01T00:00:00Z')).offsets).toHaveLength(1)
  })

  it('covers a day before to a month after the page was made, and reads the zone itself outside that', () => {
    const made = new Date('2026-11-28T03:00:00Z')
    const clock = zoneClock('Australia/Sydney', made)
    expect(clock.from).toBeLessThanOrEqual(made.getTime() - 24 * HOUR)
    expect(clock.until).toBeGreaterThanOrEqual(made.getTime() + 31 * 24 * HOUR)
    const later = new Date(clock.until + 200 * 24 * HOUR) // winter: AEST, not the table's AEDT
    expect(localTime(later, clock)).toEqual(localTime(later, 'Australia/Sydney'))
  })

  it('works a zone out once for clocks made within the same hour', () => {
    const first = zoneClock('Australia/Adelaide', new Date('2026-10-01T05:10:00Z'))
    const format = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
    try {
      expect(zoneClock('Australia/Adelaide', new Date('2026-10-01T05:50:00Z'))).toBe(first)
      expect(format).not.toHaveBeenCalled()
      const nextHour = zoneClock('Australia/Adelaide', new Date('2026-10-01T06:00:00Z'))
      expect(nextHour.from).toBe(first.from + HOUR)
      expect(format).toHaveBeenCalled()
    } finally {
      format.mockRestore()
    }
  })
})

describe('endOfDayWhenNoTime', () => {
  it('moves a day typed without a time to the end of that day in its zone', () => {
    // 31 Jan 2027 00:00 in Sydney (+11:00) is 30 Jan 13:00 UTC; the day ends 31 Jan 12:59:59.999 UTC.
    expect(endOfDayWhenNoTime('2027-01-30T13:00:00.000Z', 'Australia/Sydney')).toBe('2027-01-31T12:59:59.999Z')
    expect(endOfDayWhenNoTime('2027-06-30T16:00:00.000Z', 'Australia/Perth')).toBe('2027-07-01T15:59:59.999Z')
  })

  it('keeps the end of a day on which daylight saving ends (25 hours long)', () => {
    // Sunday 4 April 2027 in Sydney: midnight is +11:00, the end of the day +10:00.
    expect(endOfDayWhenNoTime('2027-04-03T13:00:00.000Z', 'Australia/Sydney')).toBe('2027-04-04T13:59:59.999Z')
  })

  it('leaves an end with a time of day as it was', () => {
    expect(endOfDayWhenNoTime('2027-01-30T22:00:00.000Z', 'Australia/Sydney')).toBe('2027-01-30T22:00:00.000Z')
    expect(endOfDayWhenNoTime('2027-01-31T12:59:59.999Z', 'Australia/Sydney')).toBe('2027-01-31T12:59:59.999Z')
    expect(endOfDayWhenNoTime('not a date', 'Australia/Sydney')).toBe('not a date')
  })
})
