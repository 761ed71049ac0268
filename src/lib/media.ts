import type { Media } from '@/payload-types'

/** An image as pages render it: a stored rendition's address with its real size, so nothing shifts. */
export type ImageRendition = { url: string; alt: string; width: number; height: number }

/** A relation that may be an id (depth 0) or the uploaded document. */
export const mediaOf = (value: unknown): Media | null => (value && typeof value === 'object' ? (value as Media) : null)

/**
 * The named rendition of an upload (Media's imageSizes: thumbnail 400, card 768, hero 1600),
 * falling back to the original when the rendition was not generated (an image narrower than
 * the rendition, or an SVG); `fallback` sizes an image whose dimensions were not stored.
 */
export function rendition(
  value: unknown,
  size: 'thumbnail' | 'card' | 'hero',
  fallback: { width: number; height: number },
): ImageRendition | null {
  const media = mediaOf(value)
  const chosen = media?.sizes?.[size]?.url ? media.sizes[size] : media
  if (!media || !chosen?.url) return null
  return {
    url: chosen.url,
    alt: media.alt ?? '',
    width: chosen.width ?? fallback.width,
    height: chosen.height ?? fallback.height,
  }
}

/**
 * A srcset of a picture's renditions by width ("card.webp 768w, hero.webp 1600w"), or
 * undefined when there is only one file (an image narrower than the renditions, or an SVG).
 */
export function renditionSrcSet(...renditions: (ImageRendition | null)[]): string | undefined {
  const files = [...new Map(renditions.filter((r) => r !== null).map((r) => [r.url, r])).values()]
  return files.length > 1 ? files.map((r) => `${r.url} ${r.width}w`).join(', ') : undefined
}
