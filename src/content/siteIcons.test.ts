import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { siteIcons } from './siteIcons'

const media = (url: string, mimeType: string) => ({ id: 1, url, mimeType, alt: '' }) as unknown as Media

describe('siteIcons', () => {
  it('uses the theme’s favicon, a PNG one also as the home-screen icon', () => {
    expect(
      siteIcons({ favicon: media('/api/media/file/f.png', 'image/png'), logo: media('/l.svg', 'image/svg+xml') }),
    ).toEqual({
      icon: [{ url: '/api/media/file/f.png', type: 'image/png' }],
      apple: [{ url: '/api/media/file/f.png' }],
    })
    expect(siteIcons({ favicon: media('/f.svg', 'image/svg+xml') })).toEqual({
      icon: [{ url: '/f.svg', type: 'image/svg+xml' }],
    })
  })

  it('falls back to the logo, and to nothing, when there is no favicon', () => {
    expect(siteIcons({ favicon: null, logo: media('/l.svg', 'image/svg+xml') })).toEqual({
      icon: [{ url: '/l.svg', type: 'image/svg+xml' }],
    })
    // Not loaded (an id only) counts as none.
    expect(siteIcons({ favicon: 4, logo: null })).toBeUndefined()
    expect(siteIcons(null)).toBeUndefined()
  })
})
