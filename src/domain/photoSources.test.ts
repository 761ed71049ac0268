import { describe, expect, it } from 'vitest'
import { photoSources } from './photoSources'

describe('photo sources', () => {
  it('offers every WebP rendition of a platform photo instead of its JPEG original, keeping its query', () => {
    expect(photoSources('/demo-stock/suv-red-1600.jpg?photo=2', 800)).toEqual({
      src: '/demo-stock/suv-red-800.webp?photo=2',
      srcSet:
        '/demo-stock/suv-red-400.webp?photo=2 400w, /demo-stock/suv-red-800.webp?photo=2 800w, /demo-stock/suv-red-1600.webp?photo=2 1600w',
    })
  })

  it('picks the nearest width at or above the one asked for', () => {
    expect(photoSources('/demo-stock/hatch-blue-1600.jpg', 300).src).toBe('/demo-stock/hatch-blue-400.webp')
    expect(photoSources('/demo-stock/hatch-blue-1600.jpg', 2000).src).toBe('/demo-stock/hatch-blue-1600.webp')
  })

  it('leaves a dealer system’s photo address as it is, with no srcset', () => {
    expect(photoSources('https://cdn.dealer.example/photos/1234.jpg', 800)).toEqual({
      src: 'https://cdn.dealer.example/photos/1234.jpg',
    })
    expect(photoSources('/demo-stock/suv-red.svg', 800)).toEqual({ src: '/demo-stock/suv-red.svg' })
  })
})
