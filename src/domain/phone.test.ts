import { describe, expect, it } from 'vitest'
import {
  INVALID_MOBILE,
  INVALID_NZ_MOBILE,
  invalidMobile,
  isMobilePhone,
  isValidPhone,
  normalisePhone,
  samePhone,
  telHref,
  toE164,
} from './phone'
import { dealerCountry } from './timeZones'

describe('normalisePhone (spec: non-digits stripped, leading 61 becomes 0)', () => {
  it('strips formatting and the country code, Australia’s and New Zealand’s', () => {
    expect(normalisePhone('+61 412 345 678')).toBe('0412345678')
    expect(normalisePhone('(02) 9876-5432')).toBe('0298765432')
    expect(normalisePhone('+61 2 9876 5432')).toBe('0298765432')
    expect(normalisePhone('+64 21 123 4567')).toBe('0211234567')
    expect(normalisePhone('0412 345 678')).toBe('0412345678')
    expect(normalisePhone('13 14 15')).toBe('131415')
    expect(normalisePhone(null)).toBe('')
  })

  it('leaves a short number that only starts with 61 alone', () => {
    expect(normalisePhone('6123')).toBe('6123')
  })
})

describe('isValidPhone and isMobilePhone', () => {
  it('takes numbers as dialled at home, and 13, 1300 and 1800 numbers', () => {
    for (const ok of ['0412345678', '0298765432', '091234567', '0800123456', '131415', '1300555010', '1800555010'])
      expect(isValidPhone(ok), ok).toBe(true)
    for (const bad of ['412345', '04123', '1234567890', '1900555010', '']) expect(isValidPhone(bad), bad).toBe(false)
  })

  it('a text message reaches Australian 04 numbers, and New Zealand 021, 022, 027 and 029 numbers', () => {
    expect(isMobilePhone('0412345678')).toBe(true)
    for (const bad of ['0298765432', '041234567', '1300555010', '0211234567'])
      expect(isMobilePhone(bad), bad).toBe(false)
    for (const ok of ['0211234567', '022123456', '02712345678', '0298765432'])
      expect(isMobilePhone(ok, 'NZ'), ok).toBe(true)
    for (const bad of ['0412345678', '091234567', '0231234567']) expect(isMobilePhone(bad, 'NZ'), bad).toBe(false)
  })
})

describe('toE164', () => {
  it('writes a number as SMS providers take it', () => {
    expect(toE164(normalisePhone('0412 345 678'))).toBe('+61412345678')
    expect(toE164(normalisePhone('+61 412 345 678'))).toBe('+61412345678')
    expect(toE164('0211234567', 'NZ')).toBe('+64211234567')
  })
})

describe('samePhone', () => {
  it('compares numbers by their digits, a country code read as 0; an empty number matches nothing', () => {
    expect(samePhone('(02) 9876 5432', '+61 2 9876 5432')).toBe(true)
    expect(samePhone('02 9876 5432', '02 9876 5433')).toBe(false)
    expect(samePhone('', null)).toBe(false)
  })
})

describe('telHref', () => {
  it('dials the digits and a leading plus of a number as shown', () => {
    expect(telHref('(02) 9555 0100')).toBe('tel:0295550100')
    expect(telHref('+61 2 9555-0100')).toBe('tel:+61295550100')
    expect(telHref('1300 555 010')).toBe('tel:1300555010')
  })
})

describe('the dealer’s country', () => {
  it('is New Zealand in Auckland’s time zone, else Australia; a wrong number is told an example of its own', () => {
    expect(dealerCountry('Pacific/Auckland')).toBe('NZ')
    expect(dealerCountry('Australia/Perth')).toBe('AU')
    expect(invalidMobile('NZ')).toBe(INVALID_NZ_MOBILE)
    expect(invalidMobile('AU')).toBe(INVALID_MOBILE)
  })
})
