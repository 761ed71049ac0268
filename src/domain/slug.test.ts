import { describe, expect, it } from 'vitest'
import { isCarSlug, isSlug, slugify } from './slug'

describe('slugify', () => {
  it('turns titles into URL slugs', () => {
    expect(slugify('Service Specials')).toBe('service-specials')
    expect(slugify('  Parts & Accessories  ')).toBe('parts-and-accessories')
    expect(slugify('Crème Brûlée – Motors!')).toBe('creme-brulee-motors')
    expect(slugify('LandCruiser 70')).toBe('landcruiser-70')
  })

  it('accepts only clean slugs', () => {
    expect(isSlug('home')).toBe(true)
    expect(isSlug('toyota-rav4')).toBe(true)
    expect(isSlug('Home')).toBe(false)
    expect(isSlug('double--hyphen')).toBe(false)
    expect(isSlug('-leading')).toBe(false)
    expect(isSlug('')).toBe(false)
    expect(isSlug(3)).toBe(false)
    expect(isSlug('special-offers/spring')).toBe(false)
  })

  it('refuses a slug longer than 200 characters', () => {
    expect(isSlug('a'.repeat(200))).toBe(true)
    expect(isSlug('a'.repeat(201))).toBe(false)
  })
})

describe('isCarSlug', () => {
  it('takes a car address name and refuses paths, capitals and overlong names', () => {
    expect(isCarSlug('2022-toyota-hilux-sr5-u1234')).toBe(true)
    expect(isCarSlug('../etc')).toBe(false)
    expect(isCarSlug('Toyota')).toBe(false)
    expect(isCarSlug('a'.repeat(201))).toBe(false)
  })
})
