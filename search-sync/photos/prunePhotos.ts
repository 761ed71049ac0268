import type { Payload, Where } from 'payload'
import type { Car, Photo } from '@/payload-types'
import { photoStore, type PhotoStore } from '@/photos/store'
import { readCarPage } from '../storedCars'

/** How long an address no car names is kept before it goes: a car that comes back within it keeps its photos. */
export const DROPPED_PHOTO_DAYS = 7
/** Addresses looked at per run (every 15 minutes with the stock sync): each is looked at about once a day. */
export const PRUNE_BATCH = 2_000
const DAY_MS = 86_400_000
const CHUNK = 500
const FEED_ADDRESS = /^https?:\/\//i

export type PruneReport = { checked: number; unused: number; removed: number; filesRemoved: number }

const options = { collection: 'photos' as const, depth: 0, overrideAccess: true, context: { disableRevalidate: true } }

/**
 * Photos a feed dropped: an address no car names any more is marked unused; one still unused
 * after DROPPED_PHOTO_DAYS loses its record, and its files go once no record and no car holds
 * its content key (two addresses may be the same photo). The platform's own photos (the
 * demo's, addressed by path) are never dropped. Bounded work per run, oldest-checked first.
 */
export async function pruneDroppedPhotos(
  payload: Payload,
  {
    now = new Date(),
    store = photoStore(),
    batch = PRUNE_BATCH,
  }: { now?: Date; store?: PhotoStore; batch?: number } = {},
): Promise<PruneReport> {
  const checkedBefore = new Date(now.getTime() - DAY_MS).toISOString()
  const { docs } = await payload.find({
    ...options,
    where: { or: [{ checkedAt: { exists: false } }, { checkedAt: { less_than: checkedBefore } }] },
    sort: 'checkedAt',
    limit: batch,
  })
  const report: PruneReport = { checked: docs.length, unused: 0, removed: 0, filesRemoved: 0 }
  if (!docs.length) return report
  const named = await namedByCars(
    payload,
    'url',
    docs.map((doc) => doc.source),
  )
  const expired = new Date(now.getTime() - DROPPED_PHOTO_DAYS * DAY_MS)
  const freedKeys = new Set<string>()
  for (const doc of docs) {
    const kept = named.has(doc.source) || !FEED_ADDRESS.test(doc.source)
    const unusedSince = kept ? null : (doc.unusedSince ?? now.toISOString())
    if (unusedSince && new Date(unusedSince) <= expired) {
      await payload.delete({ ...options, id: doc.id })
      report.removed++
      if (doc.key) freedKeys.add(doc.key)
      continue
    }
    if (unusedSince) report.unused++
    await payload.update({ ...options, id: doc.id, data: { checkedAt: now.toISOString(), unusedSince } })
  }
  report.filesRemoved = await removeUnheldFiles(payload, store, [...freedKeys])
  return report
}

/** A photo's files go only when no record and no car image still holds its key. */
async function removeUnheldFiles(payload: Payload, store: PhotoStore, keys: string[]): Promise<number> {
  if (!keys.length) return 0
  const { docs } = await payload.find({
    ...options,
    where: { key: { in: keys } },
    limit: 0,
    pagination: false,
    select: { key: true },
  })
  const heldByRecords = new Set(docs.map((doc: Pick<Photo, 'key'>) => doc.key))
  const heldByCars = await namedByCars(payload, 'photo', keys)
  let removed = 0
  for (const key of keys) {
    if (heldByRecords.has(key) || heldByCars.has(key)) continue
    await store.remove(key)
    removed++
  }
  return removed
}

/** Which of these values some car's image names (by address or by stored photo), across every dealer. */
async function namedByCars(payload: Payload, field: 'url' | 'photo', values: string[]): Promise<Set<string>> {
  const wanted = new Set(values)
  const named = new Set<string>()
  for (let i = 0; i < values.length; i += CHUNK) {
    const where: Where = { [`images.${field}`]: { in: values.slice(i, i + CHUNK) } }
    for (let page = 1; ; page++) {
      const result = await readCarPage<Pick<Car, 'images'>>(payload, {
        where,
        select: { images: true },
        limit: 1_000,
        page,
      })
      for (const car of result.docs)
        for (const image of car.images ?? []) {
          const value = image[field]
          if (value && wanted.has(value)) named.add(value)
        }
      if (!result.hasNextPage) break
    }
  }
  return named
}
