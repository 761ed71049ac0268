import { describe, expect, it } from 'vitest'
import { linkField } from './link'

const validate = (value: unknown) =>
  (linkField('link', 'Link', true).validate as (value: unknown) => true | string)(value)

describe('links editors type', () => {
  it('take paths on this site and https addresses', () => {
    for (const value of ['/special-offers', '/models?body=suvs', 'https://www.toyota.com.au/rav4'])
      expect(validate(value)).toBe(true)
  })

  it('refuse paths a browser would take to another host, and other schemes', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'http://insecure.example',
      '/with space',
    ]) {
      expect(validate(value)).toBe('Enter a path starting with / or a full https:// address.')
    }
  })
})

describe('a link needed only beside some choices', () => {
  const validateBeside = (value: unknown, siblingData: Record<string, unknown>) =>
    (
      linkField('link', 'Button link', (sibling) => sibling.buttonAction !== 'quickEnquiry').validate as (
        value: unknown,
        options: { siblingData: Record<string, unknown> },
      ) => true | string
    )(value, { siblingData })

  it('is required for a button that goes to it, not for one that opens a form; a given link is still checked', () => {
    expect(validateBeside('', { buttonAction: 'link' })).toBe('Enter the button link.')
    expect(validateBeside('', { buttonAction: 'quickEnquiry' })).toBe(true)
    expect(validateBeside('javascript:alert(1)', { buttonAction: 'quickEnquiry' })).toBe(
      'Enter a path starting with / or a full https:// address.',
    )
  })
})
