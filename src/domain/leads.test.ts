import { describe, expect, it } from 'vitest'
import { REQUIRED, TERMS_REQUIRED } from './enquiry'
import { OFFER_INVALID, OFFER_REQUIRED } from './carEnquiry'
import { CLOSED_THAT_DAY, TIME_OUTSIDE_HOURS } from './testDriveTimes'
import {
  BOOKING_DATE_PAST,
  BOOKING_DATE_TOO_FAR,
  bookingDateError,
  CHOOSE_FROM_LIST,
  asksMessage,
  chosenLocation,
  enquiryRules,
  enquirySubjects,
  leadErrors,
  leadFormOf,
  readAmount,
  type LeadForm,
} from './leads'
import { INVALID_REGO } from './tradeIn'

const input = {
  name: 'Priya',
  last_name: '',
  email: 'priya@example.com',
  phone: '0412 345 678',
  postcode: '',
  message: 'Hello',
  opt_in: false,
  terms_agreed: false,
  subject: '',
  location: '',
  model: '',
  preferred_date: '',
  preferred_time: '',
  distribution_location: '',
  company: '',
  fleet_size: '',
  amount: '',
  offer_from_client: '',
  opt_in_finance: false,
  opt_in_trade: false,
  rego: '',
  satisfaction: '',
  department: '',
}
const form: LeadForm = {
  rules: enquiryRules('general', { messageRequired: true }),
  subjects: [],
  locations: [],
  models: [],
  fleetSizes: [],
  amountRange: null,
  offerRequired: false,
  today: '2026-11-23',
  booking: null,
  distributionLocations: [],
}

describe('enquirySubjects (spec: "Enquiry" replaced by the site’s term)', () => {
  it('uses the dealer’s word', () => {
    expect(enquirySubjects('Enquiry')[0]).toBe('General Enquiry')
    expect(enquirySubjects('Inquiry')).toEqual([
      'General Inquiry',
      'Sales Inquiry',
      'Service Inquiry',
      'Parts Inquiry',
      'Finance Inquiry',
    ])
    expect(enquirySubjects(' ')[1]).toBe('Sales Enquiry')
  })
})

describe('enquiryRules', () => {
  it('requires the message unless the dealer turns it off; never for a test drive', () => {
    expect(enquiryRules('general', { messageRequired: true }).messageRequired).toBe(true)
    expect(enquiryRules('general', { messageRequired: false }).messageRequired).toBe(false)
    expect(enquiryRules('test-drive', { messageRequired: true }).messageRequired).toBe(false)
    expect(enquiryRules('finance', { messageRequired: true }).messageRequired).toBe(false)
    expect(enquiryRules('trade-in', { messageRequired: true }).messageRequired).toBe(false)
  })
  it('the quick enquiry asks no message and requires the postcode (spec)', () => {
    expect(enquiryRules('quick', { messageRequired: true })).toMatchObject({
      messageRequired: false,
      postcodeRequired: true,
    })
    expect(enquiryRules('general', { messageRequired: true }).postcodeRequired).toBe(false)
    expect([asksMessage('quick'), asksMessage('general')]).toEqual([false, true])
  })
  it('requires every form’s postcode where the dealer asks for it, but the fleet enquiry’s, which has none', () => {
    const asked = { messageRequired: true, postcodeRequired: true }
    for (const category of ['general', 'test-drive', 'finance', 'careers', 'trade-in', 'vehicle'] as const)
      expect(enquiryRules(category, asked).postcodeRequired, category).toBe(true)
    expect(enquiryRules('fleet', asked).postcodeRequired).toBe(false)
    expect(leadErrors(input, { ...form, rules: enquiryRules('general', asked) }).postcode).toBeTruthy()
  })
  it('takes a plate as Rego where the form asks for one, never requires it, and ignores it elsewhere', () => {
    const asked = { ...form, asksRego: true }
    expect(leadErrors({ ...input, rego: 'abc-12 3' }, asked).rego).toBeUndefined()
    expect(leadErrors({ ...input, rego: '' }, asked).rego).toBeUndefined()
    expect(leadErrors({ ...input, rego: 'ABC/123' }, asked).rego).toBe(INVALID_REGO)
    expect(leadErrors({ ...input, rego: 'ABCDEFGHIJ' }, asked).rego).toBe(INVALID_REGO)
    expect(leadErrors({ ...input, rego: 'ABC/123' }, form).rego).toBeUndefined()
  })
  it('the feedback survey asks how satisfied (required, from its list) and about what (optional), and the story', () => {
    const survey = { ...form, feedback: true, rules: enquiryRules('feedback', { messageRequired: false }) }
    expect(survey.rules.messageRequired).toBe(true)
    expect(leadErrors({ ...input, message: '' }, survey)).toMatchObject({
      satisfaction: REQUIRED,
      message: REQUIRED,
    })
    expect(leadErrors({ ...input, satisfaction: 'Dissatisfied', department: 'Service' }, survey)).toEqual({})
    expect(leadErrors({ ...input, satisfaction: 'Livid', department: 'Catering' }, survey)).toMatchObject({
      satisfaction: CHOOSE_FROM_LIST,
      department: CHOOSE_FROM_LIST,
    })
    // Other forms do not ask.
    expect(leadErrors(input, form).satisfaction).toBeUndefined()
  })
  it('shows and requires the terms only where the dealer sets a disclaimer', () => {
    expect(enquiryRules('fleet', { messageRequired: true, disclaimer: '  ' }).termsRequired).toBe(false)
    expect(enquiryRules('fleet', { messageRequired: true, disclaimer: 'We store your details…' }).termsRequired).toBe(
      true,
    )
    expect(
      leadErrors(input, { ...form, rules: enquiryRules('general', { messageRequired: true, disclaimer: 'Terms' }) })
        .terms_agreed,
    ).toBe(TERMS_REQUIRED)
  })
})

describe('leadErrors: the selects a form showed', () => {
  it('requires the category select when shown, and a listed value', () => {
    const subjects = enquirySubjects('Enquiry')
    expect(leadErrors(input, { ...form, subjects }).subject).toBe(REQUIRED)
    expect(leadErrors({ ...input, subject: 'Spam Enquiry' }, { ...form, subjects }).subject).toBe(CHOOSE_FROM_LIST)
    expect(leadErrors({ ...input, subject: 'Service Enquiry' }, { ...form, subjects })).toEqual({})
  })

  it('requires a dealership only when there are several; never one of another dealer', () => {
    expect(leadErrors(input, { ...form, locations: ['city'] })).toEqual({})
    expect(leadErrors(input, { ...form, locations: ['city', 'north'] }).location).toBe(REQUIRED)
    expect(leadErrors({ ...input, location: 'elsewhere' }, { ...form, locations: ['city', 'north'] }).location).toBe(
      CHOOSE_FROM_LIST,
    )
    expect(leadErrors({ ...input, location: 'north' }, { ...form, locations: ['city', 'north'] })).toEqual({})
  })

  it('takes an optional model and fleet size from their lists', () => {
    expect(leadErrors({ ...input, model: 'hilux' }, { ...form, models: ['hilux'] })).toEqual({})
    expect(leadErrors({ ...input, model: 'cybertruck' }, { ...form, models: ['hilux'] }).model).toBe(CHOOSE_FROM_LIST)
    expect(leadErrors({ ...input, fleet_size: 'lots' }, { ...form, fleetSizes: ['1-5'] }).fleet_size).toBe(
      CHOOSE_FROM_LIST,
    )
  })
})

describe('bookingDateError (a test drive’s preferred day, in the dealer’s calendar)', () => {
  it('is optional and runs from today to six months ahead', () => {
    expect(bookingDateError('', '2026-11-23')).toBeUndefined()
    expect(bookingDateError('2026-11-23', '2026-11-23')).toBeUndefined()
    expect(bookingDateError('2026-11-22', '2026-11-23')).toBe(BOOKING_DATE_PAST)
    expect(bookingDateError('2027-05-25', '2026-11-23')).toBeUndefined()
    expect(bookingDateError('2027-05-26', '2026-11-23')).toBe(BOOKING_DATE_TOO_FAR)
    expect(bookingDateError('23/11/2026', '2026-11-23')).toBe('Enter the date as day, month and year.')
    expect(bookingDateError('2026-13-45', '2026-11-23')).toBe('Enter the date as day, month and year.')
  })
})

describe('the amount a finance enquiry names', () => {
  const finance = { ...form, amountRange: { priceMin: 5_000, priceMax: 100_000 } }
  it('is optional, in whole dollars within the dealer’s calculator limits', () => {
    expect(leadErrors(input, finance)).toEqual({})
    expect(leadErrors({ ...input, amount: '$25,000' }, finance)).toEqual({})
    expect(leadErrors({ ...input, amount: '25000' }, finance)).toEqual({})
    expect(leadErrors({ ...input, amount: '4,999' }, finance).amount).toBe(
      'Cannot be less than 5,000 or more than 100,000',
    )
    expect(leadErrors({ ...input, amount: '100001' }, finance).amount).toBe(
      'Cannot be less than 5,000 or more than 100,000',
    )
    expect(leadErrors({ ...input, amount: 'lots' }, finance).amount).toBe(
      'Cannot be less than 5,000 or more than 100,000',
    )
    expect(readAmount('12.50')).toBeNaN()
  })
})

describe('chosenLocation (spec: the dealership select auto-selects a single option)', () => {
  it('takes the visitor’s choice, else the only dealership', () => {
    expect(chosenLocation('', [{ value: 'city' }])).toBe('city')
    expect(chosenLocation('', [{ value: 'city' }, { value: 'north' }])).toBe('')
    expect(chosenLocation('north', [{ value: 'city' }, { value: 'north' }])).toBe('north')
  })
})

describe('Make an Offer', () => {
  it('refuses an offer without an amount or with one that is not whole dollars, and takes one that is', () => {
    const offerForm = { ...form, offerRequired: true }
    expect(leadErrors(input, offerForm).offer_from_client).toBe(OFFER_REQUIRED)
    expect(leadErrors({ ...input, offer_from_client: 'lots' }, offerForm).offer_from_client).toBe(OFFER_INVALID)
    expect(leadErrors({ ...input, offer_from_client: '$31,500' }, offerForm)).toEqual({})
    expect(leadErrors(input, form).offer_from_client).toBeUndefined()
  })
})

describe('a test drive’s time and place', () => {
  const offered = {
    category: 'test-drive',
    rules: enquiryRules('test-drive', { messageRequired: true }),
    subjects: [],
    locations: [{ value: 'gosford' }, { value: 'newcastle' }],
    models: [],
    fleetSizes: [],
    amountRange: null,
    timeZone: 'Australia/Sydney',
    hours: {
      gosford: { openingHours: [{ weekday: 6, status: 'open' as const, open: '09:00', close: '12:00' }] },
    },
  }
  // Friday 27 November 2026, 10 am in Sydney.
  const now = new Date('2026-11-26T23:00:00Z')
  const booking = (fields: Partial<typeof input>, about = {}) =>
    leadErrors({ ...input, location: 'gosford', ...fields }, leadFormOf(offered, now, about))

  it('keeps to the chosen dealership’s hours on the chosen day', () => {
    expect(booking({ preferred_date: '2026-11-28', preferred_time: '11:30' })).toEqual({})
    expect(booking({ preferred_date: '2026-11-28', preferred_time: '12:00' })).toEqual({
      preferred_time: TIME_OUTSIDE_HOURS,
    })
    expect(booking({ preferred_date: '2026-11-29' })).toEqual({ preferred_date: CLOSED_THAT_DAY })
    // A dealership without hours set takes any day.
    expect(booking({ preferred_date: '2026-11-29', location: 'newcastle' })).toEqual({})
  })

  it('asks which place when the car’s department names places for test drives', () => {
    const places = { car: { dealership: 'gosford', distributionLocations: ['Wyong yard', 'Erina branch'] } }
    expect(booking({}, places)).toEqual({ distribution_location: REQUIRED })
    expect(booking({ distribution_location: 'Somewhere else' }, places)).toEqual({
      distribution_location: CHOOSE_FROM_LIST,
    })
    expect(booking({ distribution_location: 'Erina branch' }, places)).toEqual({})
  })
})
