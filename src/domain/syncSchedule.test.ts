import { describe, expect, it } from 'vitest'
import { isSyncDue } from './syncSchedule'

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
