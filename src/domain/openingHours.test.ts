import { describe, expect, it } from 'vitest'
import { dayHoursText, time12, weekTable } from './openingHours'

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
