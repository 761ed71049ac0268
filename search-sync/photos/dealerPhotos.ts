import type { Payload } from 'payload'
import type { Car, Photo, Tenant } from '@/payload-types'
import { storedPhotoOf, type StoredPhoto } from '@/domain/photoSources'
import { isIndexable } from '@/search/document'
import { photoStore, type PhotoStore } from '@/photos/store'
import { readCarPage } from '../storedCars'
import { photoFetchLimits, type PhotoFetchLimits } from './fetchPhoto'
import { photoOfRecord, recordTry, storedPhotos } from '@/photos/records'
import { readSource, storePhoto } from './storePhoto'

type Id = string | number
type Image = NonNullable<Car['images']>[number]

/** What an import's photo pass did. */
export type PhotoReport = {
  /** Addresses fetched and stored in this run. */
  stored: number
  /** Addresses that could not be had, with why: their cars show no photo, and the next run tries again. */
  failed: { url: string; problem: string }[]
  /** Addresses left for the next run because the pass ran out of time. */
  left: number
}

export type PhotoPassOptions = {
  now?: Date
  /** How long the pass may fetch before it leaves the rest to the next run. */
  budgetMs?: number
  /** Addresses fetched at once: a dealer's host is not hammered, and the encoder has the cores. */
  concurrency?: number
  limits?: PhotoFetchLimits
  store?: PhotoStore
}

/** The images with the stored photo each address stands for (none while it has not been fetched). */
export function withPhotos(images: Image[], photos: Map<string, StoredPhoto | null>): Image[] {
  return images.map((image) => {
    // A feed's new image has no row id yet: the database gives it one.
    const { id, url } = image
    const photo = photos.get(url) ?? storedPhotoOf(image)
    return {
      ...(id ? { id } : {}),
      url,
      ...(photo
        ? { photo: photo.key, width: photo.width, height: photo.height, colour: photo.colour }
        : { photo: null, width: null, height: null, colour: null }),
    }
  })
}

/**
 * The photo pass of a dealer's import, before its switch: every address the feed's cars name
 * that has no stored photo yet (new, or failed before) is fetched, at most `concurrency` at
 * once until the budget runs out, and stored, so the cars are written with their photos. One
 * that fails is named in the report; its car shows no photo and the next run tries again.
 */
export async function fetchFeedPhotos(
  payload: Payload,
  sources: AsyncIterable<string[]>,
  options: PhotoPassOptions = {},
): Promise<PhotoReport> {
  const { now = new Date(), budgetMs = 10 * 60_000, concurrency = 4 } = options
  const limits = options.limits ?? photoFetchLimits()
  const store = options.store ?? photoStore()
  const report: PhotoReport = { stored: 0, failed: [], left: 0 }
  // Only the addresses without a stored photo are kept: a large dealer's known ones are not held.
  const todo = new Map<string, Photo | undefined>()
  for await (const chunk of sources) {
    const fresh = chunk.filter((source) => !todo.has(source))
    const records = await storedPhotos(payload, fresh)
    for (const source of fresh) if (!photoOfRecord(records.get(source))) todo.set(source, records.get(source))
  }
  const queue = [...todo]
  const known = new Map<string, Promise<StoredPhoto | { problem: string }>>()
  const deadline = Date.now() + budgetMs
  let next = 0
  const work = async () => {
    while (next < queue.length && Date.now() <= deadline) {
      const [source, previous] = queue[next++]!
      const result = await fetchAndStore(source, limits, store, known)
      await recordTry(payload, source, previous, result, now)
      if ('problem' in result) report.failed.push({ url: source, problem: result.problem })
      else report.stored++
    }
  }
  await Promise.all(Array.from({ length: concurrency }, work))
  report.left = queue.length - next
  report.failed.sort((a, b) => a.url.localeCompare(b.url))
  return report
}

/**
 * After the switch: the dealer's listed cars still without a photo whose address has one now
 * (stored since they were written: a retry that worked, cars from before photos were stored)
 * get it. Nothing is fetched here.
 */
export async function attachStoredPhotos(payload: Payload, tenant: Tenant, now = new Date()): Promise<Id[]> {
  const waiting = await carsWithoutPhotos(payload, tenant.id, now)
  const records = await storedPhotos(
    payload,
    waiting.flatMap((car) => car.images.filter((i) => !i.photo).map((i) => i.url)),
  )
  const photos = new Map([...records].map(([source, record]) => [source, photoOfRecord(record)]))
  const touched: Id[] = []
  for (const car of waiting) {
    const images = withPhotos(car.images, photos)
    if (images.every((image, i) => image.photo === (car.images[i]!.photo ?? null))) continue
    await payload.update({
      collection: 'cars',
      id: car.id,
      data: { images },
      depth: 0,
      overrideAccess: true,
      context: { stockImport: true, skipSearchIndex: true, disableRevalidate: true },
    })
    touched.push(car.id)
  }
  return touched
}

async function fetchAndStore(
  source: string,
  limits: PhotoFetchLimits,
  store: PhotoStore,
  known: Map<string, Promise<StoredPhoto | { problem: string }>>,
) {
  const read = await readSource(source, limits)
  if ('problem' in read) return read
  return storePhoto(read.bytes, store, known)
}

type WaitingCar = { id: Id; images: Image[] }

/** The dealer's listed cars with an image that has no stored photo. */
async function carsWithoutPhotos(payload: Payload, tenant: Id, now: Date): Promise<WaitingCar[]> {
  const waiting: WaitingCar[] = []
  for (let page = 1; ; page++) {
    const result = await readCarPage<Car>(payload, {
      where: { tenant: { equals: tenant } },
      select: { images: true, status: true, soldAt: true, hideFromWebsite: true, showOnDealerWebsite: true },
      limit: 2_000,
      page,
    })
    for (const car of result.docs)
      if (isIndexable(car, now) && car.images?.some((image) => !image.photo))
        waiting.push({ id: car.id, images: car.images })
    if (!result.hasNextPage) return waiting
  }
}
