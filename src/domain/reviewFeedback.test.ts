import { describe, expect, it } from 'vitest'
import { feedbackGreeting, greatExperienceLink } from './reviewFeedback'

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

describe('where a great experience goes', () => {
  it('to the review page of the location the e-mail was about, else the dealer’s review link', () => {
    expect(greatExperienceLink('ChIJ-abc 1', 'https://g.page/r/dealer/review')).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJ-abc%201',
    )
    expect(greatExperienceLink(null, ' https://g.page/r/dealer/review ')).toBe('https://g.page/r/dealer/review')
    expect(greatExperienceLink(' ', '')).toBeNull()
  })
})
