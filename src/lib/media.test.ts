import { describe, expect, it } from 'vitest'
import { renditionSrcSet } from './media'

const file = (url: string, width: number) => ({ url, alt: '', width, height: width / 2 })

describe('a picture’s srcset', () => {
  it('lists each rendition once with its width, and is left out when there is one file', () => {
    expect(renditionSrcSet(file('/a-768.webp', 768), file('/a-1600.webp', 1600))).toBe(
      '/a-768.webp 768w, /a-1600.webp 1600w',
    )
    // An image narrower than the renditions: both names fall back to the original.
    expect(renditionSrcSet(file('/small.jpg', 500), file('/small.jpg', 500))).toBeUndefined()
    expect(renditionSrcSet(null, file('/logo.svg', 300))).toBeUndefined()
  })
})
