import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { PhotoFormat, StoredPhoto } from '@/domain/photoSources'

/** Larger than any car photo (a 50-megapixel camera's): a bigger image is refused, not decoded. */
const MAX_PIXELS = 50_000_000

/** The key a photo is stored under: the hash of its bytes, so one photo named by many addresses is stored once. */
export const photoKey = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32)

/**
 * What a file is as a photo: its key, its size as shown (EXIF rotation applied) and its
 * average colour, or why it is not a photo the platform shows (not an image, too large).
 */
export async function describePhoto(bytes: Buffer): Promise<StoredPhoto | { problem: string }> {
  let image: sharp.Sharp
  let meta: sharp.Metadata
  try {
    image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    meta = await image.metadata()
  } catch (error) {
    const message = (error as Error).message
    return { problem: /pixel limit/i.test(message) ? 'the image is too large' : 'not an image' }
  }
  if (!meta.format || !['jpeg', 'png', 'webp', 'avif', 'heif'].includes(meta.format) || !meta.width || !meta.height)
    return { problem: `not a photo format the platform takes (${meta.format ?? 'unknown'})` }
  const turned = (meta.orientation ?? 1) >= 5
  try {
    const { dominant } = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).resize(64).stats()
    const hex = (n: number) => n.toString(16).padStart(2, '0')
    return {
      key: photoKey(bytes),
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      colour: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    }
  } catch {
    return { problem: 'the image could not be read (a broken or cut-off file)' }
  }
}

/**
 * One rendition of a stored photo's original. Quality is a JPEG-like scale for every format:
 * AVIF at sharp's quality 50 looks like JPEG or WebP at 75, so it is given 25 less. Effort 2
 * keeps an AVIF to a fifth of a second at 800 px on one core, at 85 % of the bytes of the default.
 */
export async function renderPhoto(
  original: Buffer,
  { width, quality, format }: { width: number; quality: number; format: PhotoFormat },
): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true })
  if (format === 'avif') return image.avif({ quality: quality - 25, effort: 2 }).toBuffer()
  if (format === 'webp') return image.webp({ quality }).toBuffer()
  return image.jpeg({ quality, mozjpeg: true }).toBuffer()
}

export const MIME_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

/** A rendition's name in the store. */
export const renditionName = (key: string, r: { width: number; quality: number; format: PhotoFormat }) =>
  `${key}/${r.width}-q${r.quality}.${r.format}`
export const originalName = (key: string) => `${key}/original`
