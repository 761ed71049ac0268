import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { PrintedPhoto } from './CarPrintoutDocument'
import { log } from '@/lib/log.mjs'

/** Longest the printout waits for a dealer's photo host before printing without the photo. */
const REMOTE_PHOTO_TIMEOUT_MS = 4_000
/** Larger than any car photo a feed sends; anything bigger is not fetched whole into memory. */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024
const PUBLIC_DIR = path.join(process.cwd(), 'public')

/** JPEG and PNG, told by their first bytes (a host's content type is not trusted); anything else is no photo. */
export function photoFormatOf(bytes: Uint8Array): PrintedPhoto['format'] | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg'
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'png'
  return null
}

/**
 * A car's first photo for its printout: a file the site serves itself (the demo stock,
 * `/demo-stock/...`, read from public/ and never outside it) or the dealer's photo host over
 * http(s). A photo that cannot be had quickly, or is not a JPEG or PNG, leaves the printout
 * without a photo rather than without a printout.
 */
export async function printedPhoto(url: string | null): Promise<PrintedPhoto | null> {
  if (!url) return null
  try {
    const bytes = url.startsWith('/') ? await publicFile(url) : await remoteFile(url)
    if (!bytes) return null
    const format = photoFormatOf(bytes)
    return format ? { data: bytes, format } : null
  } catch (error) {
    log.warn({ err: error, url }, 'printout: photo left out')
    return null
  }
}

async function publicFile(url: string): Promise<Buffer | null> {
  const pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname)
  const file = path.resolve(PUBLIC_DIR, `.${pathname}`)
  if (!file.startsWith(PUBLIC_DIR + path.sep)) return null
  return readFile(file)
}

async function remoteFile(url: string): Promise<Buffer | null> {
  if (!/^https?:\/\//i.test(url)) return null
  const response = await fetch(url, { signal: AbortSignal.timeout(REMOTE_PHOTO_TIMEOUT_MS), redirect: 'follow' })
  if (!response.ok) return null
  if (Number(response.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) return null
  const bytes = Buffer.from(await response.arrayBuffer())
  return bytes.length > MAX_PHOTO_BYTES ? null : bytes
}
