import type { Metadata } from 'next'
import type { Media, Tenant } from '@/payload-types'

const loaded = (upload: number | Media | null | undefined) => (upload && typeof upload === 'object' ? upload : null)

/**
 * The browser tab's icon (the theme's favicon, else the logo) as page metadata. A PNG favicon is
 * also the home-screen icon iOS asks for (apple-touch-icon takes PNG only).
 */
export function siteIcons(theme: Pick<NonNullable<Tenant['theme']>, 'favicon' | 'logo'> | null | undefined) {
  const favicon = loaded(theme?.favicon)
  const icon = favicon?.url ? favicon : loaded(theme?.logo)
  if (!icon?.url) return undefined
  const icons: Metadata['icons'] = {
    icon: [{ url: icon.url, ...(icon.mimeType ? { type: icon.mimeType } : {}) }],
    ...(favicon?.url && favicon.mimeType === 'image/png' ? { apple: [{ url: favicon.url }] } : {}),
  }
  return icons
}
