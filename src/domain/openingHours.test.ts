import { describe, expect, it, vi } from 'vitest'
import { zoneClock } from './dates'
import {
  dayHoursText,
  holidayRows,
  hoursSummary,
  isAppointmentSaturday,
  isOpenAt,
  openStatus,
  QUARTER_HOURS,
  time12,
  weekTable,
} from './openingHours'

describe('time12', () => {
  it('shows 24-hour times in 12-hour format', () => {
    expect(time12('08:30')).toBe('8:30 am')
    expect(time12('12:00')).toBe('12:00 pm')
    expect(time12('17:05')).toBe('5:05 pm')
    expect(time12('00:15')).toBe('12:15 am')
  })
})

describe('the quarter hours the admin offers', () => {
  it('run from 6 am to 10 pm in 15-minute steps, each one the admin reads back as the same time', async () => {
    const { readTimeOfDay } = await import('./locations')
    expect(QUARTER_HOURS[0]).toBe('6:00 am')
    expect(QUARTER_HOURS.at(-1)).toBe('10:00 pm')
    expect(QUARTER_HOURS).toContain('8:45 am')
    expect(QUARTER_HOURS).toContain('12:15 pm')
    const minutes = QUARTER_HOURS.map((time) => {
      const [h, m] = readTimeOfDay(time)!.split(':').map(Number)
      return h! * 60 + m!
    })
    expect(minutes.every((value, i) => i === 0 || value - minutes[i - 1]! === 15)).toBe(true)
  })
})

describe('opening hours of a week', () => {
  it('lists Monday to Sunday, weekday 0 being Sunday', () => {
    const table = weekTable([
      { weekday: '0', status: 'closed' },
      { weekday: '1', status: 'open', open: '08:30', close: '17:30' },
      { weekday: 6, status: 'open', open: '09:00', close: '12:00' },
    ])
    expect(table.map((row) => row.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ])
    expect(table[0]).toEqual({ day: 'Monday', hours: '8:30 am – 5:30 pm' })
    expect(table[5]).toEqual({ day: 'Saturday', hours: '9:00 am – 12:00 pm' })
    expect(table[6]).toEqual({ day: 'Sunday', hours: 'Closed' })
  })

  it('treats a missing day, or an open day without times, as closed', () => {
    expect(weekTable([])[2]).toEqual({ day: 'Wednesday', hours: 'Closed' })
    expect(dayHoursText({ status: 'open', open: '08:00' })).toBe('Closed')
  })
})

describe('isOpenAt', () => {
  const hours = {
    openingHours: [
      { weekday: '1', status: 'open' as const, open: '08:30', close: '17:30' },
      { weekday: '6', status: 'open' as const, open: '09:00', close: '12:00' },
      { weekday: '0', status: 'closed' as const },
    ],
    // Christmas Day 2026 is a Friday; stored as noon in Sydney.
    specialHours: [{ date: '2026-12-25T01:00:00.000Z', status: 'closed' as const }],
  }
  const sydney = 'Australia/Sydney'

  it('is open from the opening time up to, not at, the closing time in the dealer’s zone', () => {
    // Monday 23 Nov 2026, 8:30 am in Sydney (AEDT, UTC+11) = Sunday 21:30 UTC.
    expect(isOpenAt(hours, sydney, new Date('2026-11-22T21:30:00Z'))).toBe(true)
    expect(isOpenAt(hours, sydney, new Date('2026-11-22T21:29:00Z'))).toBe(false)
    expect(isOpenAt(hours, sydney, new Date('2026-11-23T06:30:00Z'))).toBe(false) // 5:30 pm
    expect(isOpenAt(hours, 'Australia/Perth', new Date('2026-11-23T00:30:00Z'))).toBe(true) // 8:30 am in Perth
  })

  it('is closed on days without hours or marked closed, and on special days marked closed', () => {
    expect(isOpenAt(hours, sydney, new Date('2026-11-22T00:00:00Z'))).toBe(false) // Sunday 11 am
    expect(isOpenAt(hours, sydney, new Date('2026-11-24T00:00:00Z'))).toBe(false) // Tuesday: no entry
    const fridayHours = {
      ...hours,
      openingHours: [...hours.openingHours, { weekday: '5', status: 'open' as const, open: '08:00', close: '17:00' }],
    }
    expect(isOpenAt(fridayHours, sydney, new Date('2026-12-18T00:00:00Z'))).toBe(true) // a normal Friday 11 am
    expect(isOpenAt(fridayHours, sydney, new Date('2026-12-25T00:00:00Z'))).toBe(false) // Christmas Day
  })
})

describe('hoursSummary', () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({
    weekday: String(day),
    status: 'open' as const,
    open: '08:30',
    close: '17:30',
  }))
  const saturday = { weekday: '6', status: 'open' as const, open: '08:00', close: '12:00' }

  it('collapses identical weekdays into Mon-Fri and always lists Saturday and Sunday', () => {
    expect(hoursSummary([...weekdays, saturday])).toEqual([
      { label: 'Mon-Fri', hours: '8:30 am – 5:30 pm' },
      { label: 'Sat', hours: '8:00 am – 12:00 pm' },
      { label: 'Sun', hours: 'Closed' },
    ])
  })

  it('lists weekdays one by one when they differ, or in full mode', () => {
    const lateThursday = weekdays.map((d) => (d.weekday === '4' ? { ...d, close: '20:00' } : d))
    expect(hoursSummary(lateThursday).map((r) => r.label)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'])
    expect(hoursSummary(weekdays, { full: true })).toHaveLength(7)
  })

  it('shows closed weekend days as the dealer chooses', () => {
    expect(hoursSummary(weekdays, { closedWeekend: 'appointment' }).slice(-2)).toEqual([
      { label: 'Sat', hours: 'By appointment only' },
      { label: 'Sun', hours: 'By appointment only' },
    ])
    expect(hoursSummary(weekdays, { closedWeekend: 'enquire' }).at(-1)).toEqual({
      label: 'Sun',
      hours: 'Enquire Now',
      enquire: true,
    })
  })

  it('makes every other Saturday by appointment on service departments, counted from June 2025', () => {
    expect(isAppointmentSaturday('2025-06-07')).toBe(true)
    expect(isAppointmentSaturday('2025-06-14')).toBe(false)
    expect(isAppointmentSaturday('2025-06-11')).toBe(false) // a Wednesday: that week's Saturday is 14 June
    expect(isAppointmentSaturday('2025-06-18')).toBe(true) // and 21 June, two weeks on
    expect(isAppointmentSaturday('2026-11-21')).toBe(true) // 76 weeks on
    const sat = (today: string) =>
      hoursSummary([...weekdays, saturday], { alternatingSaturday: true, today }).find((r) => r.label === 'Sat')!.hours
    expect(sat('2026-11-21')).toBe('By Appointment Only')
    expect(sat('2026-11-28')).toBe('8:00 am – 12:00 pm')
  })
})

describe('holidayRows', () => {
  const holidays = [
    { date: '2026-12-26T00:00:00.000Z', label: 'Boxing Day', status: 'closed' as const },
    {
      date: '2026-12-24T00:00:00.000Z',
      label: 'Christmas Eve',
      status: 'open' as const,
      open: '08:30',
      close: '13:00',
    },
    { date: '2026-12-20T00:00:00.000Z', label: 'Past', status: 'closed' as const },
    { date: '2026-12-25T00:00:00.000Z', status: 'closed' as const },
  ]

  it('lists special hours from today on by date, today as "Today", times in 12-hour format', () => {
    // 10:00 on 24 Dec in Sydney.
    const rows = holidayRows(holidays, 'Australia/Sydney', new Date('2026-12-23T23:00:00Z'))
    expect(rows).toEqual([
      { date: '2026-12-24', day: 'Today', occasion: 'Christmas Eve', hours: '8:30 am – 1:00 pm' },
      { date: '2026-12-25', day: 'Fri 25 Dec', occasion: null, hours: 'Closed' },
      { date: '2026-12-26', day: 'Sat 26 Dec', occasion: 'Boxing Day', hours: 'Closed' },
    ])
  })

  it('decides "today" on the dealer’s clock, not the server’s', () => {
    // 23:00 UTC on 23 Dec is still 23 Dec in Perth (UTC+8): Christmas Eve is tomorrow there.
    expect(holidayRows(holidays, 'Australia/Perth', new Date('2026-12-23T15:00:00Z'))[0]?.day).toBe('Thu 24 Dec')
  })
})

describe('openStatus', () => {
  const hours = {
    openingHours: [
      { weekday: '1', status: 'open' as const, open: '08:30', close: '17:30' },
      { weekday: '2', status: 'open' as const, open: '08:30', close: '17:30' },
      { weekday: '6', status: 'open' as const, open: '09:00', close: '12:00' },
    ],
    specialHours: [{ date: '2026-12-25T01:00:00.000Z', status: 'closed' as const }],
  }
  const sydney = 'Australia/Sydney'

  it('says when an open location closes', () => {
    // Monday 23 Nov 2026, 10 am in Sydney.
    expect(openStatus(hours, sydney, new Date('2026-11-22T23:00:00Z'))).toEqual({
      open: true,
      text: 'Open now, closes 5:30 pm',
    })
  })

  it('says the same with the clock a page carries as with the zone (the browser never loads zone data)', () => {
    const clock = zoneClock(sydney, new Date('2026-11-20T00:00:00Z'))
    for (let hour = 0; hour < 24 * 28; hour += 1) {
      const at = new Date(Date.parse('2026-11-20T00:00:00Z') + hour * 3_600_000)
      expect(openStatus(hours, clock, at)).toEqual(openStatus(hours, sydney, at))
    }
  })

  it('reads no zone data with that clock, even with special hours months away', () => {
    const clock = zoneClock(sydney, new Date('2026-11-20T00:00:00Z'))
    const far = {
      ...hours,
      specialHours: [...hours.specialHours, { date: '2027-04-25T02:00:00.000Z', status: 'closed' as const }],
    }
    const read = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts')
    openStatus(far, clock, new Date('2026-11-24T08:00:00Z'))
    expect(read).not.toHaveBeenCalled()
    read.mockRestore()
  })

  it('says when a closed location opens: later today, tomorrow, or on a named day', () => {
    expect(openStatus(hours, sydney, new Date('2026-11-22T20:00:00Z')).text).toBe('Closed, opens 8:30 am') // Mon 7 am
    expect(openStatus(hours, sydney, new Date('2026-11-23T08:00:00Z')).text).toBe('Closed, opens tomorrow 8:30 am') // Mon 7 pm
    expect(openStatus(hours, sydney, new Date('2026-11-24T08:00:00Z')).text).toBe('Closed, opens Saturday 9:00 am') // Tue 7 pm
    expect(openStatus(hours, sydney, new Date('2026-11-24T08:00:00Z')).open).toBe(false)
  })

  it('follows special hours, naming the date a week or more away, and says Closed when nothing opens', () => {
    const fridays = {
      ...hours,
      openingHours: [{ weekday: '5', status: 'open' as const, open: '08:00', close: '17:00' }],
    }
    // Thursday 24 Dec 2026, 7 pm: Christmas Day (Friday) is closed, so the next opening is Friday 1 Jan.
    expect(openStatus(fridays, sydney, new Date('2026-12-24T08:00:00Z')).text).toBe('Closed, opens Fri 1 Jan 8:00 am')
    expect(openStatus({ openingHours: [] }, sydney, new Date('2026-11-22T23:00:00Z'))).toEqual({
      open: false,
      text: 'Closed',
    })
  })
})
