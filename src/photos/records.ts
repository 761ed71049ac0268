import type { Payload } from 'payload'
import type { Photo } from '@/payload-types'
import { storedPhotoOf, type StoredPhoto } from '@/domain/photoSources'

const CHUNK = 500

/** The stored photos for these addresses (those fetched and kept); the rest are absent. */
export async function storedPhotos(payload: Payload, sources: Iterable<string>): Promise<Map<string, Photo>> {
  const all = [...new Set(sources)]
  const found = new Map<string, Photo>()
  for (let i = 0; i < all.length; i += CHUNK) {
    const { docs } = await payload.find({
      collection: 'photos',
      where: { source: { in: all.slice(i, i + CHUNK) } },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const doc of docs) found.set(doc.source, doc)
  }
  return found
}

export const photoOfRecord = (record: Photo | undefined): StoredPhoto | null =>
  record
    ? storedPhotoOf({ photo: record.key, width: record.width, height: record.height, colour: record.colour })
    : null

/** The stored photo of each of these addresses that has one. */
export async function photosBySource(payload: Payload, sources: Iterable<string>): Promise<Map<string, StoredPhoto>> {
  const photos = new Map<string, StoredPhoto>()
  for (const [source, record] of await storedPhotos(payload, sources)) {
    const photo = photoOfRecord(record)
    if (photo) photos.set(source, photo)
  }
  return photos
}

/** What a try at an address came to: the stored photo, or the problem (and one more try). */
export async function recordTry(
  payload: Payload,
  source: string,
  previous: Photo | undefined,
  result: StoredPhoto | { problem: string },
  now: Date,
): Promise<void> {
  const data =
    'problem' in result
      ? { problem: result.problem, tries: (previous?.tries ?? 0) + 1, triedAt: now.toISOString() }
      : { ...result, problem: null, tries: (previous?.tries ?? 0) + 1, triedAt: now.toISOString() }
  const options = {
    collection: 'photos' as const,
    depth: 0,
    overrideAccess: true,
    context: { disableRevalidate: true },
  }
  if (previous) await payload.update({ ...options, id: previous.id, data })
  else await payload.create({ ...options, data: { source, ...data } })
}
