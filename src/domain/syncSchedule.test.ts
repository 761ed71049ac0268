import { describe, expect, it } from 'vitest'
import { isSyncDue, localDateAndHour } from './syncSchedule'

describe('daily stock import schedule', () => {
  it('reads the dealer’s local date and hour', () => {
    // 15:30 UTC on 21 Nov is 02:30 on 22 Nov in Sydney (AEDT, UTC+11).
    expect(localDateAndHour(new Date('2026-11-21T15:30:00Z'), 'Australia/Sydney')).toEqual({ date: '2026-11-22', hour: 2 })
    expect(localDateAndHour(new Date('2026-11-21T15:30:00Z'), 'Australia/Perth')).toEqual({ date: '2026-11-21', hour: 23 })
  })

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
