import { describe, expect, it } from 'vitest'
import { emailAddresses, invalidEmailAddress } from './emailAddresses'

describe('e-mail address lists', () => {
  it('split on commas, semicolons and spaces, and name the first bad address', () => {
    expect(emailAddresses(' sales@dealer.com.au, service@dealer.com.au;  boss@dealer.com.au ')).toEqual([
      'sales@dealer.com.au',
      'service@dealer.com.au',
      'boss@dealer.com.au',
    ])
    expect(emailAddresses(null)).toEqual([])
    expect(invalidEmailAddress('sales@dealer.com.au, service.dealer.com.au')).toBe('service.dealer.com.au')
    expect(invalidEmailAddress('sales@dealer.com.au')).toBeUndefined()
  })
})
