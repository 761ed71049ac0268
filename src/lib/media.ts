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
