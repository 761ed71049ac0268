import { describe, expect, it } from 'vitest'
import {
  negotiatedFormat,
  photoAddress,
  photoSources,
  photoWidths,
  readPhotoRequest,
  sharedPhoto,
  storedPhotoOf,
  widthUpTo,
} from './photoSources'

const key = '0123456789abcdef0123456789abcdef'
const photo = { key, width: 2048, height: 1536, colour: '#334455' }

describe('photo sources', () => {
  it('offers every rendition of a stored photo at or below its width, never its original address', () => {
    expect(photoSources(photo, 800)).toEqual({
      src: `/photos/${key}?w=800`,
      srcSet: [160, 400, 800, 1200, 1600].map((w) => `/photos/${key}?w=${w} ${w}w`).join(', '),
      width: 2048,
      height: 1536,
      style: { backgroundColor: '#334455' },
    })
  })

  it('picks the nearest width at or above the one asked for, and no width above the original', () => {
    expect(photoSources(photo, 300).src).toBe(`/photos/${key}?w=400`)
    expect(photoSources(photo, 3000).src).toBe(`/photos/${key}?w=1600`)
    const small = { ...photo, width: 640, height: 480 }
    expect(photoSources(small, 800).src).toBe(`/photos/${key}?w=400`)
    expect(photoSources(small, 800).srcSet).toBe(`/photos/${key}?w=160 160w, /photos/${key}?w=400 400w`)
    expect(photoWidths(100)).toEqual([160])
  })

  it('serves a printout or a shared card the largest width up to its limit, and a small original its smallest', () => {
    expect(widthUpTo(photo, 800)).toBe(800)
    expect(widthUpTo(photo, 1200)).toBe(1200)
    expect(widthUpTo({ width: 1000 }, 1200)).toBe(800)
    expect(widthUpTo({ width: 300 }, 800)).toBe(160)
  })

  it('names quality and format only when they are not the defaults', () => {
    expect(photoAddress(key, { width: 400 })).toBe(`/photos/${key}?w=400`)
    expect(photoAddress(key, { width: 400, quality: 80, format: 'jpg' })).toBe(`/photos/${key}?w=400&q=80&fm=jpg`)
  })

  it('reads a request for one of the bounded renditions and refuses the rest', () => {
    const read = (query: string) => readPhotoRequest(new URLSearchParams(query))
    expect(read('w=800')).toEqual({ width: 800, quality: 75, format: null })
    expect(read('w=400&q=80&fm=avif')).toEqual({ width: 400, quality: 80, format: 'avif' })
    expect(read('w=801')).toEqual({ problem: 'w must be one of 160, 400, 800, 1200, 1600' })
    expect(read('w=800&q=100')).toEqual({ problem: 'q must be one of 75, 80' })
    expect(read('w=800&fm=gif')).toEqual({ problem: 'fm must be one of avif, webp, jpg' })
  })

  it('gives a browser the smallest format it takes', () => {
    expect(negotiatedFormat('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('avif')
    expect(negotiatedFormat('image/webp,*/*')).toBe('webp')
    expect(negotiatedFormat('*/*')).toBe('jpg')
    expect(negotiatedFormat(null)).toBe('jpg')
  })

  it('shares a JPEG about 1200 px wide with link previews and e-mail', () => {
    expect(sharedPhoto(photo)).toEqual({ url: `/photos/${key}?w=1200&fm=jpg`, width: 1200, height: 900 })
    expect(sharedPhoto({ ...photo, width: 640, height: 480 })).toEqual({
      url: `/photos/${key}?w=400&fm=jpg`,
      width: 400,
      height: 300,
    })
  })

  it('has no photo for an image the import has not stored yet', () => {
    expect(storedPhotoOf({ url: 'https://cdn.dealer.example/1.jpg' } as never)).toBeNull()
    expect(storedPhotoOf({ photo: key, width: 10, height: 10, colour: '#000000' })).toEqual({
      key,
      width: 10,
      height: 10,
      colour: '#000000',
    })
  })
})
