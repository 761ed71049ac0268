/**
 * Where a car can be shared (spec: social sharers, mail, a messaging app, SMS and copy link),
 * each link built on the site's base address without a trailing slash plus the car's path.
 */

export type ShareChannel = 'facebook' | 'x' | 'whatsapp' | 'email' | 'sms'

export type ShareLink = {
  channel: ShareChannel
  label: string
  href: string
  /** Social sharers open in a small window (spec: 550 by 400) rather than a new tab. */
  popup: boolean
}

/** Spec: the share window's size. */
export const SHARE_POPUP = { width: 550, height: 400 } as const

/** Spec: how long "Copied" shows on the copy button, and the copy toast. */
export const COPIED_NOTICE_MS = 1_500
export const COPIED_TOAST_MS = 3_000

/** A car's shareable address: the site's base address (no trailing slash) and the car's path. */
export function shareUrl(siteBase: string, carPath: string): string {
  return `${siteBase.replace(/\/+$/, '')}${carPath.startsWith('/') ? carPath : `/${carPath}`}`
}

/** The share links for a car titled `title` at `url`. */
export function shareLinks(title: string, url: string): ShareLink[] {
  const text = `${title} ${url}`
  return [
    {
      channel: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      popup: true,
    },
    {
      channel: 'x',
      label: 'X',
      href: `https://x.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
      popup: true,
    },
    { channel: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(text)}`, popup: false },
    {
      channel: 'email',
      label: 'Email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(text)}`,
      popup: false,
    },
    { channel: 'sms', label: 'SMS', href: `sms:?&body=${encodeURIComponent(text)}`, popup: false },
  ]
}

/** The toast after the car's link was copied. */
export const copiedToast = (title: string) => `Copied ${title} to your clipboard!`
