import { describe, expect, it } from 'vitest'
import { isOfferToken, offerStands } from './tradeInOffer'

describe('a trade-in offer', () => {
  const timeZone = 'Australia/Sydney'
  it('stands through the end of its last day on the dealer’s calendar', () => {
    const lastDay = '2026-11-30T00:00:00.000Z'
    // 11:30 pm on 30 November in Sydney, then half past midnight on 1 December.
    expect(offerStands(lastDay, new Date('2026-11-30T12:30:00Z'), timeZone)).toBe(true)
    expect(offerStands(lastDay, new Date('2026-11-30T13:30:00Z'), timeZone)).toBe(false)
    expect(offerStands(null, new Date('2030-01-01T00:00:00Z'), timeZone)).toBe(true)
  })
  it('is opened by a 24-character link token only', () => {
    expect(isOfferToken('abcdefghijklmnopqrstuv_-')).toBe(true)
    expect(isOfferToken('short')).toBe(false)
    expect(isOfferToken('abcdefghijklmnopqrstuv/.')).toBe(false)
  })
})
