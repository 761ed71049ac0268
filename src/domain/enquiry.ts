/**
 * Enquiry form rules shared by the browser (validation as visitors type) and the lead API
 * (the same checks again on the server). Texts are the spec's where it gives them.
 */
import { INVALID_POSTCODE, isValidPostcode } from './states'
import { formatNumber } from './numbers'
import { INVALID_PHONE, isValidPhone, normalisePhone } from './phone'

export const REQUIRED = 'This is a required field.'
export const INVALID_EMAIL = 'Enter a valid email address, for example name@example.com.'
export const TERMS_REQUIRED = '*You must agree to the terms of use before submitting.'
export const FORM_ERRORS_HEADING = 'Please fix the following errors:'
export const SUBMIT_FAILED = 'An error occurred when submitting this form'
/** Spec (as spelled): an answer with neither a result nor an error text. */
export const UNEXPECTED_ERROR = 'An unexpected error occured'

export const isValidEmail = (email: string) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) && email.length <= 254

export type EnquiryInput = {
  name: string
  last_name: string
  email: string
  phone: string
  postcode: string
  message: string
  opt_in: boolean
  terms_agreed: boolean
}

export type EnquiryRules = { messageRequired: boolean; postcodeRequired: boolean; termsRequired: boolean }

export type EnquiryField = keyof EnquiryInput
export type EnquiryErrors = Partial<Record<EnquiryField, string>>

/** The longest each field may be (characters, trimmed); forms use them as their inputs' maxLength. */
export const ENQUIRY_LIMITS: Partial<Record<EnquiryField, number>> = {
  name: 60,
  last_name: 60,
  email: 254,
  message: 2_000,
}

/** Field errors of an enquiry (empty when it can be sent); values are compared trimmed. */
export function enquiryErrors(input: EnquiryInput, rules: EnquiryRules): EnquiryErrors {
  const errors: EnquiryErrors = {}
  const text = (field: EnquiryField) => String(input[field] ?? '').trim()
  if (!text('name')) errors.name = REQUIRED
  if (!text('email')) errors.email = REQUIRED
  else if (!isValidEmail(text('email'))) errors.email = INVALID_EMAIL
  if (!text('phone')) errors.phone = REQUIRED
  else if (!isValidPhone(normalisePhone(text('phone')))) errors.phone = INVALID_PHONE
  if (text('postcode') ? !isValidPostcode(text('postcode')) : rules.postcodeRequired)
    errors.postcode = text('postcode') ? INVALID_POSTCODE : REQUIRED
  if (rules.messageRequired && !text('message')) errors.message = REQUIRED
  if (rules.termsRequired && !input.terms_agreed) errors.terms_agreed = TERMS_REQUIRED
  for (const [field, max] of Object.entries(ENQUIRY_LIMITS) as [EnquiryField, number][]) {
    if (!errors[field] && text(field).length > max) errors[field] = `Use at most ${formatNumber(max)} characters.`
  }
  return errors
}
