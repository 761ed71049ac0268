import { describe, expect, it } from 'vitest'
import { isSyncDue, nextScheduledTry } from './syncSchedule'

describe('daily stock import schedule', () => {
  it('is due from the sync hour, once per local day', () => {
    const sydney0230 = new Date('2026-11-21T15:30:00Z')
    expect(isSyncDue(sydney0230, 'Australia/Sydney', 2, '2026-11-21')).toBe(true)
    expect(isSyncDue(sydney0230, 'Australia/Sydney', 2, '2026-11-22')).toBe(false)
    expect(isSyncDue(sydney0230, 'Australia/Sydney', 3, '2026-11-21')).toBe(false)
    expect(isSyncDue(sydney0230, 'Australia/Sydney', 2, null)).toBe(true)
  })

  it('catches up later the same day when the server missed the hour', () => {
    expect(isSyncDue(new Date('2026-11-22T01:00:00Z'), 'Australia/Sydney', 2, '2026-11-21')).toBe(true) // 12:00 local
  })
})

describe('tries after a failed scheduled import', () => {
  const at = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00Z`)

  it('runs at once with no failure today, then waits 15, 30, 60 and 120 minutes', () => {
    expect(nextScheduledTry([], at('02:00'))).toEqual(at('02:00'))
    expect(nextScheduledTry([at('02:00')], at('02:05'))).toEqual(at('02:15'))
    expect(nextScheduledTry([at('02:00'), at('02:15')], at('02:20'))).toEqual(at('02:45'))
    expect(nextScheduledTry([at('02:00'), at('02:15'), at('02:45')], at('03:00'))).toEqual(at('03:45'))
    expect(nextScheduledTry([at('02:00'), at('02:15'), at('02:45'), at('03:45')], at('04:00'))).toEqual(at('05:45'))
  })

  it('runs now once the wait is over, and not again after the fifth failure of the day', () => {
    expect(nextScheduledTry([at('02:00')], at('02:30'))).toEqual(at('02:30'))
    expect(nextScheduledTry([at('02:00'), at('02:15'), at('02:45'), at('03:45'), at('05:45')], at('09:00'))).toBeNull()
  })
})
