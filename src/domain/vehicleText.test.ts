import { describe, expect, it } from 'vitest'
import { COMMENTS_PENDING, dealerComments, registrationExpiry } from './vehicleText'

describe('dealer comments', () => {
  it('say they are pending when the car has none', () => {
    expect(dealerComments('')).toEqual({ paragraphs: [COMMENTS_PENDING], preview: null })
    expect(dealerComments('  \n ')).toEqual({ paragraphs: [COMMENTS_PENDING], preview: null })
    expect(COMMENTS_PENDING).toBe('Dealer comments are pending. Please check back here later.')
  })

  it('are whole up to 400 characters and cut at a word with a toggle beyond', () => {
    const short = 'One owner.\n\nFull service history.'
    expect(dealerComments(short)).toEqual({ paragraphs: ['One owner.', 'Full service history.'], preview: null })
    const exactly = 'a'.repeat(400)
    expect(dealerComments(exactly).preview).toBeNull()
    const long = `${'Immaculate condition throughout. '.repeat(14)}Call now.`
    const { preview, paragraphs } = dealerComments(long)
    expect(paragraphs).toEqual([long.trim()])
    expect(preview!.truncated).toBe(true)
    expect(preview!.text.length).toBeLessThanOrEqual(401)
    expect(preview!.text).toMatch(/throughout…$/)
  })
})

describe('registration expiry', () => {
  const now = new Date('2026-11-25T01:00:00Z')
  const options = { now, expired: 'unregistered' as const, timeZone: 'Australia/Sydney' }
  it('reads “Expires on” a date to come, in the dealer’s time zone', () => {
    expect(registrationExpiry('2027-03-14T13:30:00Z', options)).toBe('Expires on 15 March 2027')
    expect(registrationExpiry('2027-03-14T13:30:00Z', { ...options, timeZone: 'Australia/Perth' })).toBe(
      'Expires on 14 March 2027',
    )
  })

  it('reads “Unregistered” once past, or is left out where the dealer prefers', () => {
    expect(registrationExpiry('2026-11-01T00:00:00Z', options)).toBe('Unregistered')
    expect(registrationExpiry('2026-11-01T00:00:00Z', { ...options, expired: 'hide' })).toBeNull()
    expect(registrationExpiry(null, options)).toBeNull()
    expect(registrationExpiry('not a date', options)).toBeNull()
  })
})
