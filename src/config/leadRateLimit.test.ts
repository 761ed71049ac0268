import { describe, expect, it } from 'vitest'
import { LEAD_RATE_LIMIT } from '@/domain/leads'
import { leadRateLimit } from './leadRateLimit'

describe('LEAD_RATE_LIMIT', () => {
  it('is five leads per ten minutes unless set; a set value changes the count, not the window', () => {
    expect(leadRateLimit({})).toEqual(LEAD_RATE_LIMIT)
    expect(leadRateLimit({ LEAD_RATE_LIMIT: ' 40 ' })).toEqual({ limit: 40, windowMs: 10 * 60_000 })
  })
  it('stops start-up on a value that is no count', () => {
    for (const value of ['0', '-3', '2.5', 'many', '5000'])
      expect(() => leadRateLimit({ LEAD_RATE_LIMIT: value })).toThrow(/LEAD_RATE_LIMIT must be a whole number/)
  })
})
