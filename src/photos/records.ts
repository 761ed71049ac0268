import type { Payload } from 'payload'
import type { Photo } from '@/payload-types'
import type { StoredPhoto } from '@/domain/photoSources'

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
  record?.key && record.width && record.height
    ? { key: record.key, width: record.width, height: record.height, colour: record.colour ?? '#d9d9d9' }
    : null

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
