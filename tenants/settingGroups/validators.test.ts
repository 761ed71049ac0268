import { describe, expect, it } from 'vitest'
import { phone } from './validators'

describe('a dealer’s phone setting', () => {
  it('takes a number as the lead forms do: landlines, mobiles, 13 and 1300 numbers, with a country code', () => {
    for (const ok of [
      '(02) 9643 1200',
      '0412 345 678',
      '+61 2 9643 1200',
      '13 14 15',
      '1300 555 010',
      '+64 9 123 4567',
      '',
    ])
      expect(phone(ok), ok).toBe(true)
  })

  it('refuses what no one can dial, saying what to type', () => {
    for (const bad of ['9643 1200', '1234567', 'call us', '02 9643 1200 ext 5'])
      expect(phone(bad), bad).toBe('Enter a phone number such as (02) 9643 1200 or 13 14 15.')
  })
})
