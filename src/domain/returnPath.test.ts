import { describe, expect, it } from 'vitest'
import { returnPath } from './returnPath'

describe('returnPath', () => {
  it('keeps a path on the same site, with its query', () => {
    expect(returnPath('/my-garage')).toBe('/my-garage')
    expect(returnPath('/cars/2020-mazda-cx-5?tab=finance#top')).toBe('/cars/2020-mazda-cx-5?tab=finance#top')
  })

  it('never leads to another site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'my-garage',
      '/ /x',
      '',
    ])
      expect(returnPath(bad), bad).toBe('/')
    expect(returnPath(null, '/my-garage')).toBe('/my-garage')
  })
})
