import { describe, expect, it } from 'vitest'
import { pickedLinkHref } from './pickedLinks'

describe('a picked link', () => {
  it('goes to the linked page, offer or model as it is now', () => {
    expect(pickedLinkHref({ type: 'page', page: { id: 4, slug: 'summer-sale', _status: 'published' } })).toBe(
      '/summer-sale',
    )
    expect(pickedLinkHref({ type: 'offer', offer: { id: 12, _status: 'published' } })).toBe('/offers/12')
    expect(pickedLinkHref({ type: 'model', model: { id: 3, slug: 'rav4' } })).toMatch(/rav4/)
  })
  it('goes nowhere when the document is gone, unpublished or not read', () => {
    expect(pickedLinkHref({ type: 'page', page: null })).toBeNull()
    expect(pickedLinkHref({ type: 'page', page: 4 })).toBeNull()
    expect(pickedLinkHref({ type: 'page', page: { id: 4, slug: 'draft', _status: 'draft' } })).toBeNull()
    expect(pickedLinkHref(null)).toBeNull()
  })
  it('builds a stock search, and keeps a typed address', () => {
    expect(
      pickedLinkHref({ type: 'search', search: { carTypes: ['used'], makes: 'Toyota, Kia', bodies: ['SUV'] } }),
    ).toBe('/search/used-cars?make=Toyota&make=Kia&body=SUV')
    expect(pickedLinkHref({ type: 'url', url: ' /car-finance ' })).toBe('/car-finance')
    expect(pickedLinkHref({ type: 'url', url: '' })).toBeNull()
  })
})
