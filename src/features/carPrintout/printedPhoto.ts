import { widthUpTo, type StoredPhoto } from '@/domain/photoSources'
import { log } from '@/lib/log.mjs'
import { photoBytes } from '@/photos/serve'
import type { PrintedPhoto } from './CarPrintoutDocument'

/** JPEG and PNG, told by their first bytes; anything else is no photo the PDF can embed. */
export function photoFormatOf(bytes: Uint8Array): PrintedPhoto['format'] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  return null
}

/**
 * A car's first photo for its printout: the platform's stored photo as an 800 px JPEG (made
 * from the stored original the first time), never a request to the dealer's host. A photo
 * that cannot be read leaves the printout without a photo rather than without a printout.
 */
export async function printedPhoto(photo: StoredPhoto | null): Promise<PrintedPhoto | null> {
  if (!photo) return null
  try {
    const bytes = await photoBytes(photo.key, { width: widthUpTo(photo, 800), quality: 80, format: 'jpg' })
    if (!bytes) return null
    const format = photoFormatOf(bytes)
    return format ? { data: bytes, format } : null
  } catch (error) {
    log.warn({ err: error, photo: photo.key }, 'printout: photo left out')
    return null
  }
}
