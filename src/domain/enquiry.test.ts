import { describe, expect, it } from 'vitest'
import { enquiryErrors, INVALID_EMAIL, REQUIRED, TERMS_REQUIRED } from './enquiry'
import { INVALID_PHONE } from './phone'
import { INVALID_POSTCODE } from './states'

const valid = {
  name: 'Priya',
  last_name: 'S',
  email: 'priya@example.com',
  phone: '0412 345 678',
  postcode: '2000',
  message: 'Five HiLux for our crews',
  opt_in: true,
  terms_agreed: false,
}
const rules = { messageRequired: true, postcodeRequired: false, termsRequired: false }

describe('enquiryErrors', () => {
  it('accepts a complete enquiry', () => {
    expect(enquiryErrors(valid, rules)).toEqual({})
    expect(enquiryErrors({ ...valid, phone: '+61 412 345 678', postcode: '' }, rules)).toEqual({})
    expect(enquiryErrors({ ...valid, phone: '1300 123 456' }, rules)).toEqual({})
  })

  it('needs a first name, email and phone, and by default a message', () => {
    const errors = enquiryErrors({ ...valid, name: ' ', email: '', phone: '', message: '' }, rules)
    expect(errors).toEqual({ name: REQUIRED, email: REQUIRED, phone: REQUIRED, message: REQUIRED })
    expect(enquiryErrors({ ...valid, message: '' }, { ...rules, messageRequired: false })).toEqual({})
  })

  it('checks the email and phone formats', () => {
    expect(enquiryErrors({ ...valid, email: 'priya@example' }, rules).email).toBe(INVALID_EMAIL)
    expect(enquiryErrors({ ...valid, email: 'pri ya@example.com' }, rules).email).toBe(INVALID_EMAIL)
    expect(enquiryErrors({ ...valid, phone: '412 345' }, rules).phone).toBe(INVALID_PHONE)
    expect(enquiryErrors({ ...valid, phone: 'call me' }, rules).phone).toBe(INVALID_PHONE)
  })

  it('takes a postcode of exactly 4 digits, required only where the form says so', () => {
    expect(enquiryErrors({ ...valid, postcode: '200' }, rules).postcode).toBe(INVALID_POSTCODE)
    expect(enquiryErrors({ ...valid, postcode: '20000' }, rules).postcode).toBe(INVALID_POSTCODE)
    expect(enquiryErrors({ ...valid, postcode: '' }, { ...rules, postcodeRequired: true }).postcode).toBe(REQUIRED)
  })

  it('needs the terms agreed where the form shows them', () => {
    expect(enquiryErrors(valid, { ...rules, termsRequired: true }).terms_agreed).toBe(TERMS_REQUIRED)
    expect(enquiryErrors({ ...valid, terms_agreed: true }, { ...rules, termsRequired: true })).toEqual({})
  })

  it('limits the length of free text', () => {
    expect(enquiryErrors({ ...valid, message: 'x'.repeat(2_001) }, rules).message).toBe('Use at most 2,000 characters.')
  })
})
