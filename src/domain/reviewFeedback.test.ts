import { describe, expect, it } from 'vitest'
import { feedbackGreeting } from './reviewFeedback'

describe('review feedback greeting', () => {
  it('reads first_name and dealership_name from the query', () => {
    expect(feedbackGreeting({ first_name: 'Priya', dealership_name: 'Harbour City Toyota' })).toEqual({
      firstName: 'Priya',
      dealershipName: 'Harbour City Toyota',
    })
  })

  it('falls back to “Valued Customer” and “Our Dealership” when missing or blank', () => {
    expect(feedbackGreeting({})).toEqual({ firstName: 'Valued Customer', dealershipName: 'Our Dealership' })
    expect(feedbackGreeting({ first_name: '  ', dealership_name: '' })).toEqual({
      firstName: 'Valued Customer',
      dealershipName: 'Our Dealership',
    })
  })

  it('takes the first of repeated parameters and caps the length', () => {
    expect(feedbackGreeting({ first_name: ['Ann', 'Bob'] }).firstName).toBe('Ann')
    expect(feedbackGreeting({ first_name: 'x'.repeat(200) }).firstName).toHaveLength(80)
  })
})
