import { negotiatedFormat, PHOTO_KEY, photoWidths, readPhotoRequest, type PhotoFormat } from '@/domain/photoSources'
import { describePhoto, MIME_TYPES, originalName, renderPhoto, renditionName } from './renditions'
import { photoStore, type PhotoStore } from './store'

/** A content-addressed file never changes: browsers and CDNs keep it a year without asking again. */
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Renditions being made now, so a burst of requests for a new one makes it once. */
const making = new Map<string, Promise<Buffer | null>>()

const answer = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/**
 * GET /photos/{key}?w=&q=&fm=: one rendition of a stored photo, from the store or made from
 * the stored original the first time it is asked for (and kept). Without fm the format is
 * the browser's best (Accept), and the answer varies by it. Never reaches a dealer's server.
 */
export async function photoResponse(key: string, url: URL, accept: string | null, store = photoStore()) {
  if (!PHOTO_KEY.test(key)) return answer(404, 'No such photo.')
  const request = readPhotoRequest(url.searchParams)
  if ('problem' in request) return answer(400, `${request.problem}.`)
  const format: PhotoFormat = request.format ?? negotiatedFormat(accept)
  const wanted = { width: request.width, quality: request.quality, format }
  const bytes = await rendition(store, key, wanted)
  if (!bytes) return answer(404, 'No such photo.')
  const headers = new Headers({
    'Content-Type': MIME_TYPES[format],
    'Content-Length': String(bytes.length),
    'Cache-Control': IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
  })
  if (!request.format) headers.set('Vary', 'Accept')
  return new Response(new Uint8Array(bytes), { headers })
}

/** One rendition's bytes, made from the stored original the first time it is asked for (null: no such photo or width). */
export function photoBytes(
  key: string,
  wanted: { width: number; quality: number; format: PhotoFormat },
  store = photoStore(),
): Promise<Buffer | null> {
  return rendition(store, key, wanted)
}

async function rendition(
  store: PhotoStore,
  key: string,
  wanted: { width: number; quality: number; format: PhotoFormat },
): Promise<Buffer | null> {
  const name = renditionName(key, wanted)
  const kept = await store.read(name)
  if (kept) return kept
  let made = making.get(name)
  if (!made) {
    made = makeRendition(store, key, wanted).finally(() => making.delete(name))
    making.set(name, made)
  }
  return made
}

async function makeRendition(
  store: PhotoStore,
  key: string,
  wanted: { width: number; quality: number; format: PhotoFormat },
): Promise<Buffer | null> {
  const original = await store.read(originalName(key))
  if (!original) return null
  const photo = await describePhoto(original)
  // Only the widths the photo is served at: a 640 px original has no 1600 px rendition.
  if ('problem' in photo || !photoWidths(photo.width).includes(wanted.width as never)) return null
  const bytes = await renderPhoto(original, wanted)
  await store.write(renditionName(key, wanted), bytes)
  return bytes
}
