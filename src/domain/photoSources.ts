/**
 * Photos in the sizes a page needs. A dealer system's photo address is one size; the photos
 * the platform serves itself (the demo stock: the original `/demo-stock/{name}-1600.jpg`) come
 * with WebP renditions in several widths (`/demo-stock/{name}-{width}.webp`), so pages offer
 * the browser a srcset and a phone downloads a small WebP, not the 200 KB original.
 */
export const DEMO_PHOTO_WIDTHS = [400, 800, 1600] as const

const SIZED = /^(\/demo-stock\/[a-z0-9-]+)-(\d+)\.jpg(\?.*)?$/

export type PhotoSources = { src: string; srcSet?: string }

/** The address for `width` (the nearest rendered width at or above it) and every width as a srcset. */
export function photoSources(url: string, width: number): PhotoSources {
  const sized = SIZED.exec(url)
  if (!sized) return { src: url }
  const [, base, , query = ''] = sized
  const chosen = DEMO_PHOTO_WIDTHS.find((w) => w >= width) ?? DEMO_PHOTO_WIDTHS[DEMO_PHOTO_WIDTHS.length - 1]
  return {
    src: `${base}-${chosen}.webp${query}`,
    srcSet: DEMO_PHOTO_WIDTHS.map((w) => `${base}-${w}.webp${query} ${w}w`).join(', '),
  }
}
