import { describe, expect, it } from 'vitest'
import { internalLinkHref } from './internalLinks'

describe('rich-text links to the dealer’s own site', () => {
  it('go to the linked page, offer or model where it is now', () => {
    expect(internalLinkHref({ relationTo: 'pages', value: { id: 4, slug: 'summer-sale', _status: 'published' } })).toBe(
      '/summer-sale',
    )
    expect(internalLinkHref({ relationTo: 'pages', value: { id: 1, slug: 'home' } })).toBe('/')
    expect(internalLinkHref({ relationTo: 'offers', value: { id: 12 } })).toBe('/offers/12')
    expect(internalLinkHref({ relationTo: 'models', value: { slug: 'rav4' } })).toBe('/rav4')
    expect(internalLinkHref({ relationTo: 'models', value: { slug: 'rav4', overrideUrl: '/new-rav4' } })).toBe(
      '/new-rav4',
    )
  })

  it('go nowhere when the target is gone, unpublished or was not read with the text', () => {
    expect(internalLinkHref({ relationTo: 'pages', value: 4 })).toBeNull()
    expect(internalLinkHref({ relationTo: 'pages', value: null })).toBeNull()
    expect(internalLinkHref({ relationTo: 'pages', value: { slug: 'later', _status: 'draft' } })).toBeNull()
    expect(internalLinkHref({ relationTo: 'cars', value: { slug: 'x' } })).toBeNull()
    expect(internalLinkHref(undefined)).toBeNull()
  })
})
