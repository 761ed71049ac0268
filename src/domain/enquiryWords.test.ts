import { describe, expect, it } from 'vitest'
import { enquiryWords } from './enquiryWords'

describe('the dealer’s word for an enquiry', () => {
  it('builds the standard phrases from “Enquiry”, or from nothing', () => {
    for (const term of ['Enquiry', ' ', null])
      expect(enquiryWords(term)).toEqual({
        noun: 'Enquiry',
        aboutCar: 'Enquire about this car',
        action: 'Enquire',
        thanks: 'Thank you for your enquiry',
      })
  })

  it('never uses another word as a verb', () => {
    expect(enquiryWords('Request')).toEqual({
      noun: 'Request',
      aboutCar: 'Send a request about this car',
      action: 'Request',
      thanks: 'Thank you for your request',
    })
    expect(enquiryWords('Inquiry').aboutCar).toBe('Send an inquiry about this car')
  })
})
