import { describe, expect, it } from 'vitest'
import {
  carEnquiryEvent,
  carEnquiryKindsFor,
  offerAmount,
  offerAmountError,
  OFFER_INVALID,
  OFFER_REQUIRED,
} from './carEnquiry'

describe('the analytics event of an enquiry about a car (spec section 7)', () => {
  it('is 14 for a new or demo car, 15 for a used one', () => {
    expect(carEnquiryEvent({ carType: 'new' }, { testDrive: false })).toBe(14)
    expect(carEnquiryEvent({ carType: 'demo' }, { testDrive: false })).toBe(14)
    expect(carEnquiryEvent({ carType: 'used' }, { testDrive: false })).toBe(15)
  })
  it('is 17 for a test drive, or any enquiry about a car tagged Test Drive Only; 48 for a used car’s test drive', () => {
    expect(carEnquiryEvent({ carType: 'new' }, { testDrive: true })).toBe(17)
    expect(carEnquiryEvent({ carType: 'demo', tag: 'Test Drive Only' }, { testDrive: false })).toBe(17)
    expect(carEnquiryEvent({ carType: 'used', tag: ' test drive only ' }, { testDrive: false })).toBe(17)
    expect(carEnquiryEvent({ carType: 'used' }, { testDrive: true })).toBe(48)
    expect(carEnquiryEvent({ carType: 'used', tag: 'Hot deal' }, { testDrive: false })).toBe(15)
  })
})

describe('which enquiries a car takes', () => {
  it('a car in stock (or coming soon): enquiry, photos and an offer; a sold one only "something similar"', () => {
    expect(carEnquiryKindsFor('in_stock')).toEqual(['enquiry', 'photos', 'offer'])
    expect(carEnquiryKindsFor('coming_soon')).toEqual(['enquiry', 'photos', 'offer'])
    expect(carEnquiryKindsFor('sold')).toEqual(['similar'])
  })
})

describe('an offer amount (offer_from_client)', () => {
  it('is required, in whole dollars, above 0', () => {
    expect(offerAmountError('')).toBe(OFFER_REQUIRED)
    expect(offerAmountError('  ')).toBe(OFFER_REQUIRED)
    expect(offerAmountError('abc')).toBe(OFFER_INVALID)
    expect(offerAmountError('0')).toBe(OFFER_INVALID)
    expect(offerAmountError('25,000.50')).toBe(OFFER_INVALID)
    expect(offerAmountError('$25,000')).toBeUndefined()
  })
  it('reads the ways people type dollars', () => {
    expect(offerAmount('$25,000')).toBe(25_000)
    expect(offerAmount('25000')).toBe(25_000)
    expect(offerAmount('25 000')).toBe(25_000)
    expect(offerAmount('$ 9,999,999')).toBe(9_999_999)
    expect(offerAmount('10,000,000')).toBeNaN()
  })
})
