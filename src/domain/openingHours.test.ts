import { describe, expect, it } from 'vitest'
import { dayHoursText, isOpenAt, time12, weekTable } from './openingHours'

describe('time12', () => {
  it('shows 24-hour times in 12-hour format', () => {
    expect(time12('08:30')).toBe('8:30 am')
    expect(time12('12:00')).toBe('12:00 pm')
    expect(time12('17:05')).toBe('5:05 pm')
    expect(time12('00:15')).toBe('12:15 am')
  })
})

describe('opening hours of a week', () => {
  it('lists Monday to Sunday, weekday 0 being Sunday', () => {
    const table = weekTable([
      { weekday: '0', status: 'closed' },
      { weekday: '1', status: 'open', open: '08:30', close: '17:30' },
      { weekday: 6, status: 'open', open: '09:00', close: '12:00' },
    ])
    expect(table.map((row) => row.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
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
    const fridayHours = { ...hours, openingHours: [...hours.openingHours, { weekday: '5', status: 'open' as const, open: '08:00', close: '17:00' }] }
    expect(isOpenAt(fridayHours, sydney, new Date('2026-12-18T00:00:00Z'))).toBe(true) // a normal Friday 11 am
    expect(isOpenAt(fridayHours, sydney, new Date('2026-12-25T00:00:00Z'))).toBe(false) // Christmas Day
  })
})
