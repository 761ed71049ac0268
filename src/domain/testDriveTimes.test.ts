import { describe, expect, it } from 'vitest'
import {
  testDriveRequested,
  CLOSED_THAT_DAY,
  hoursOn,
  testDriveTimeErrors,
  testDriveTimes,
  TIME_NEEDS_DATE,
  TIME_OUTSIDE_HOURS,
} from './testDriveTimes'

const timeZone = 'Australia/Sydney'
const sales = {
  openingHours: [
    { weekday: 1, status: 'open' as const, open: '08:30', close: '17:30' },
    { weekday: 6, status: 'open' as const, open: '09:00', close: '12:00' },
    { weekday: 0, status: 'closed' as const },
  ],
  specialHours: [{ date: '2026-12-07T00:00:00.000+11:00', status: 'open' as const, open: '10:00', close: '11:30' }],
}
// Monday 30 November 2026, 9:10 am in Sydney.
const now = new Date('2026-11-29T22:10:00Z')

describe('test drive times', () => {
  it('every half hour from opening until half an hour before closing', () => {
    const saturday = testDriveTimes(sales, '2026-12-05', { timeZone, now })
    expect(saturday).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'])
    const monday = testDriveTimes(sales, '2026-12-14', { timeZone, now })
    expect([monday.length, monday[0], monday.at(-1)]).toEqual([18, '08:30', '17:00'])
  })

  it('today, from an hour after now; a closed day, none', () => {
    expect(testDriveTimes(sales, '2026-11-30', { timeZone, now })[0]).toBe('10:30')
    expect(testDriveTimes(sales, '2026-12-06', { timeZone, now })).toEqual([])
  })

  it('special hours win over the weekly ones', () => {
    expect(hoursOn(sales, '2026-12-07', timeZone)).toEqual({ open: '10:00', close: '11:30' })
    expect(testDriveTimes(sales, '2026-12-07', { timeZone, now })).toEqual(['10:00', '10:30', '11:00'])
  })

  it('refuses a closed day, a time outside the hours, and a time without a day', () => {
    const check = (preferred_date: string, preferred_time: string) =>
      testDriveTimeErrors({ preferred_date, preferred_time }, sales, { timeZone, now })
    expect(check('2026-12-05', '11:30')).toEqual({})
    expect(check('2026-12-05', '')).toEqual({})
    expect(check('2026-12-06', '')).toEqual({ preferred_date: CLOSED_THAT_DAY })
    expect(check('2026-12-05', '12:00')).toEqual({ preferred_time: TIME_OUTSIDE_HOURS })
    expect(check('2026-11-30', '09:30')).toEqual({ preferred_time: TIME_OUTSIDE_HOURS })
    expect(check('', '10:00')).toEqual({ preferred_time: TIME_NEEDS_DATE })
  })

  it('takes any day and time at a dealership without hours set', () => {
    expect(
      testDriveTimeErrors({ preferred_date: '2026-12-06', preferred_time: '07:00' }, null, { timeZone, now }),
    ).toEqual({})
  })
})

describe('what a test drive request restates', () => {
  it('names the day and time asked for', () => {
    expect(testDriveRequested({ preferred_date: '2026-12-04', preferred_time: '10:30' })).toBe(
      'You asked for Friday 4 December 2026 at 10:30 am.',
    )
    expect(testDriveRequested({ preferred_date: '2027-01-31', preferred_time: '' })).toBe(
      'You asked for Sunday 31 January 2027.',
    )
    expect(testDriveRequested({ preferred_date: '', preferred_time: '10:30' })).toBeNull()
  })
})
