import { describe, expect, it } from 'vitest'
import { isSameSitePath, sameSitePathOr } from './sameSitePath'

describe('same-site paths', () => {
  it('accepts paths of this site, with query and fragment', () => {
    for (const path of ['/', '/special-offers', '/models?body=suvs', '/cars/x#finance-form', '/a/b%20c'])
      expect(isSameSitePath(path)).toBe(true)
  })

  it('refuses anything a browser would take to another host', () => {
    for (const path of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      'https://evil.example',
      'evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(isSameSitePath(path as string)).toBe(false)
    }
  })

  it('falls back when the path is not same-site', () => {
    expect(sameSitePathOr('/\\evil.example', '/')).toBe('/')
    expect(sameSitePathOr('/finance', '/')).toBe('/finance')
  })
})
