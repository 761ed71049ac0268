/**
 * Photos as the platform serves them. Every photo a page shows (a dealer feed's, the demo's)
 * was fetched once by the stock import and kept under the hash of its bytes, with renditions
 * at the widths pages use; pages name the platform's address for a rendition, never the
 * dealer's original. The address takes an image CDN's parameters: width (`w`), quality (`q`)
 * and format (`fm`; without it the browser's best of AVIF, WebP and JPEG).
 */

/** The widths made when a photo is stored (none wider than the original); other widths are refused. */
export const PHOTO_WIDTHS = [160, 400, 800, 1200, 1600] as const
/** Made at import, so no visitor waits for an encoder: the rest is made on first request and kept. */
export const PREMADE_WIDTHS = [400, 800, 1600] as const
export const PHOTO_QUALITIES = [75, 80] as const
export const DEFAULT_PHOTO_QUALITY = 75
export const PHOTO_FORMATS = ['avif', 'webp', 'jpg'] as const

export type PhotoWidth = (typeof PHOTO_WIDTHS)[number]
export type PhotoFormat = (typeof PHOTO_FORMATS)[number]

/** A stored photo: its content hash, the original's size and its average colour (shown while it loads). */
export type StoredPhoto = { key: string; width: number; height: number; colour: string }

/** Keys are the first 32 hex digits of the SHA-256 of the original's bytes. */
export const PHOTO_KEY = /^[0-9a-f]{32}$/

/** The widths a photo is served at: every page width not above the original's (the smallest when it is smaller still). */
export function photoWidths(originalWidth: number): PhotoWidth[] {
  const fits = PHOTO_WIDTHS.filter((w) => w <= originalWidth)
  return fits.length ? fits : [PHOTO_WIDTHS[0]]
}

/** The largest width a photo is served at that is not above `limit`. */
export const widthUpTo = (photo: Pick<StoredPhoto, 'width'>, limit: number): PhotoWidth =>
  photoWidths(photo.width)
    .filter((w) => w <= limit)
    .pop() ?? PHOTO_WIDTHS[0]

export type PhotoRequest = { width: PhotoWidth; quality: number; format: PhotoFormat | null }

/** The platform's address of one rendition. */
export function photoAddress(
  key: string,
  {
    width,
    quality = DEFAULT_PHOTO_QUALITY,
    format = null,
  }: { width: number; quality?: number; format?: PhotoFormat | null },
): string {
  const params = new URLSearchParams({ w: String(width) })
  if (quality !== DEFAULT_PHOTO_QUALITY) params.set('q', String(quality))
  if (format) params.set('fm', format)
  return `/photos/${key}?${params}`
}

/** The rendition a request names, or why it is refused (a bounded set, so nobody fills the store with sizes). */
export function readPhotoRequest(params: URLSearchParams): PhotoRequest | { problem: string } {
  const width = Number(params.get('w') ?? PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1])
  if (!(PHOTO_WIDTHS as readonly number[]).includes(width))
    return { problem: `w must be one of ${PHOTO_WIDTHS.join(', ')}` }
  const quality = Number(params.get('q') ?? DEFAULT_PHOTO_QUALITY)
  if (!(PHOTO_QUALITIES as readonly number[]).includes(quality))
    return { problem: `q must be one of ${PHOTO_QUALITIES.join(', ')}` }
  const fm = params.get('fm')
  if (fm !== null && !(PHOTO_FORMATS as readonly string[]).includes(fm))
    return { problem: `fm must be one of ${PHOTO_FORMATS.join(', ')}` }
  return { width: width as PhotoWidth, quality, format: fm as PhotoFormat | null }
}

/** The format sent to a browser that did not name one: the smallest its Accept header takes. */
export function negotiatedFormat(accept: string | null): PhotoFormat {
  if (accept?.includes('image/avif')) return 'avif'
  if (accept?.includes('image/webp')) return 'webp'
  return 'jpg'
}

export type PhotoSources = {
  src: string
  srcSet: string
  width: number
  height: number
  style: { backgroundColor: string }
}

/**
 * An <img>'s attributes for a stored photo shown about `width` CSS pixels wide: the nearest
 * rendition at or above it, every rendition as a srcset, the original's proportions (no
 * layout shift) and its colour behind it until it loads.
 */
export function photoSources(photo: StoredPhoto, width: number): PhotoSources {
  const widths = photoWidths(photo.width)
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1]!
  return {
    src: photoAddress(photo.key, { width: chosen }),
    srcSet: widths.map((w) => `${photoAddress(photo.key, { width: w })} ${w}w`).join(', '),
    width: photo.width,
    height: photo.height,
    style: { backgroundColor: photo.colour },
  }
}

/** A stored photo as a car's image carries it, or null while it has not been fetched (the page shows none). */
export function storedPhotoOf(image: {
  photo?: string | null
  width?: number | null
  height?: number | null
  colour?: string | null
}): StoredPhoto | null {
  if (!image.photo || !image.width || !image.height) return null
  return { key: image.photo, width: image.width, height: image.height, colour: image.colour ?? '#d9d9d9' }
}

/**
 * A photo for readers outside the site's pages (link previews, search engines, e-mail): a
 * JPEG, which every one of them reads, about 1200 px wide, with its size.
 */
export function sharedPhoto(photo: StoredPhoto): { url: string; width: number; height: number } {
  const width = widthUpTo(photo, 1200)
  return {
    url: photoAddress(photo.key, { width, format: 'jpg' }),
    width,
    height: Math.round((photo.height * width) / photo.width),
  }
}

/** A photo address a visitor's browser may have kept: one of the site's own paths or an https address, never //host or a script. */
export const isKeptPhotoAddress = (value: unknown): value is string =>
  typeof value === 'string' && /^(\/[^/]|https:\/\/)/.test(value)
