import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_PHOTO_QUALITY, photoWidths, PREMADE_WIDTHS, type StoredPhoto } from '@/domain/photoSources'
import { describePhoto, originalName, photoKey, renderPhoto, renditionName } from '@/photos/renditions'
import type { PhotoStore } from '@/photos/store'
import { fetchPhoto, type PhotoFetchLimits } from './fetchPhoto'

const PUBLIC_DIR = path.join(process.cwd(), 'public')

/**
 * A feed's photo address read once: from the dealer's host (fetchPhoto's rules), or, for a
 * root-relative path, from the files the platform serves itself (public/, never outside it).
 */
export async function readSource(
  source: string,
  limits: PhotoFetchLimits,
): Promise<{ bytes: Buffer } | { problem: string }> {
  if (!source.startsWith('/')) return fetchPhoto(source, limits)
  const pathname = decodeURIComponent(new URL(source, 'http://site.invalid').pathname)
  const file = path.resolve(PUBLIC_DIR, `.${pathname}`)
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return { problem: 'outside the site' }
  try {
    return { bytes: await readFile(file) }
  } catch {
    return { problem: 'no such file on the site' }
  }
}

/**
 * Keeps a photo: its original and the renditions pages ask for first (AVIF and WebP at the
 * premade widths it has), so no visitor waits for an encoder. A photo stored before (the same
 * bytes under another address, or by an earlier run) is not made again; `known` holds what
 * this run has stored or is storing, by key, so one photo under many addresses is made once.
 */
export function storePhoto(
  bytes: Buffer,
  store: PhotoStore,
  known: Map<string, Promise<StoredPhoto | { problem: string }>> = new Map(),
): Promise<StoredPhoto | { problem: string }> {
  const key = photoKey(bytes)
  let stored = known.get(key)
  if (!stored) {
    stored = keep(bytes, store)
    known.set(key, stored)
  }
  return stored
}

async function keep(bytes: Buffer, store: PhotoStore): Promise<StoredPhoto | { problem: string }> {
  const photo = await describePhoto(bytes)
  if ('problem' in photo || (await store.has(originalName(photo.key)))) return photo
  const widths = photoWidths(photo.width)
  const premade = widths.filter((w) => (PREMADE_WIDTHS as readonly number[]).includes(w))
  for (const width of premade.length ? premade : widths.slice(-1))
    for (const format of ['avif', 'webp'] as const) {
      const rendition = { width, quality: DEFAULT_PHOTO_QUALITY, format }
      await store.write(renditionName(photo.key, rendition), await renderPhoto(bytes, rendition))
    }
  // The original last: it marks the photo as whole (renditions made, nothing to do again).
  await store.write(originalName(photo.key), bytes)
  return photo
}
