// The one phone rule: how a number typed anywhere (a lead form, a sign-in, a dealer's
// settings, a location's record) is read, checked, compared and dialled.

export const INVALID_PHONE = 'Enter a valid phone number, for example 0412 345 678.'
export const INVALID_MOBILE = 'Enter a valid mobile number, for example 0412 345 678.'
export const INVALID_NZ_MOBILE = 'Enter a valid mobile number, for example 021 123 4567.'

/** Where a dealer is: its visitors' mobiles are that country's. */
export type Country = 'AU' | 'NZ'

/** What a visitor is told of a number that is not a mobile here, with an example of this country's. */
export const invalidMobile = (country: Country) => (country === 'NZ' ? INVALID_NZ_MOBILE : INVALID_MOBILE)

/** Spec: non-digits stripped, a leading 61 (Australia's country code) replaced by 0; New Zealand's 64 likewise. */
export function normalisePhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  return /^(61|64)\d{8,10}$/.test(digits) ? `0${digits.slice(2)}` : digits
}

/** Australian and New Zealand numbers as dialled at home (normalised): a leading 0 and 9 to 11 digits in all, or 13/1300/1800 numbers. */
export const isValidPhone = (normalised: string) =>
  /^0\d{8,10}$/.test(normalised) || /^13\d{4}$/.test(normalised) || /^1[38]00\d{6}$/.test(normalised)

/**
 * A number a text message reaches (normalised): Australia's 04 mobiles; New Zealand's 021, 022,
 * 027 and 029. The country decides, as Sydney's landlines also start 029.
 */
export const isMobilePhone = (normalised: string, country: Country = 'AU') =>
  country === 'AU' ? /^04\d{8}$/.test(normalised) : /^02[1279]\d{6,8}$/.test(normalised)

/** A normalised number in international form (E.164), as SMS providers take it: 0412345678 is +61412345678. */
export const toE164 = (normalised: string, country: Country = 'AU') =>
  `+${country === 'AU' ? '61' : '64'}${normalised.replace(/^0/, '')}`

/** Whether two numbers as typed are the same number. */
export const samePhone = (a: string | null | undefined, b: string | null | undefined) =>
  normalisePhone(a) !== '' && normalisePhone(a) === normalisePhone(b)

/** The tel: address that dials a phone number as shown (digits and a leading +, nothing else). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`
