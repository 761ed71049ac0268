import type { Payload } from 'payload'
import type { Car, Photo, Tenant } from '@/payload-types'
import { storedPhotoOf, type StoredPhoto } from '@/domain/photoSources'
import { isIndexable } from '@/search/document'
import { photoStore, type PhotoStore } from '@/photos/store'
import { readCarPage } from '../storedCars'
import { photoFetchLimits, type PhotoFetchLimits } from './fetchPhoto'
import { photoOfRecord, photosBySource, recordTry, storedPhotos } from '@/photos/records'
import { readSource, storePhoto } from './storePhoto'

type Id = string | number
type Image = NonNullable<Car['images']>[number]

/** What an import's photo pass did. */
export type PhotoReport = {
  /** Addresses fetched and stored in this run. */
  stored: number
  /** Addresses that could not be had, with why: their cars show no photo, and the next run tries again. */
  failed: { url: string; problem: string }[]
  /** Addresses left for the next run: the pass ran out of time, or their host stopped answering. */
  left: number
  /** Hosts that did not answer HOST_DOWN_AFTER times in a row: the rest of their photos wait for the next run. */
  hostsDown: string[]
}

/** Connection failures in a row after which a host's remaining photos wait for the next run. */
const HOST_DOWN_AFTER = 5

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
export function withPhotos(images: Image[], photos: Map<string, StoredPhoto>): Image[] {
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
 * The photo pass of a dealer's import, before its writes: the check's read of the feed hands
 * every car's addresses to `take` (only those without a stored photo, new or failed before,
 * are kept); `fetch` then fetches them, at most `concurrency` at once until the budget runs
 * out, and stores them, so the cars are written with their photos. One that fails is named in
 * the report; its car shows no photo and the next run tries again.
 */
export function feedPhotos(payload: Payload, options: PhotoPassOptions = {}) {
  const { now = new Date(), budgetMs = 10 * 60_000, concurrency = 4 } = options
  const limits = options.limits ?? photoFetchLimits()
  const store = options.store ?? photoStore()
  const todo = new Map<string, Photo | undefined>()
  return {
    async take(sources: string[]): Promise<void> {
      const fresh = sources.filter((source) => !todo.has(source))
      const records = await storedPhotos(payload, fresh)
      for (const source of fresh) if (!photoOfRecord(records.get(source))) todo.set(source, records.get(source))
    },
    async fetch(): Promise<PhotoReport> {
      const report: PhotoReport = { stored: 0, failed: [], left: 0, hostsDown: [] }
      const queue = [...todo]
      const known = new Map<string, Promise<StoredPhoto | { problem: string }>>()
      // A host that does not answer (a dealer's CDN down, a name that does not resolve) is
      // not tried for every one of its photos: after a few failures in a row the rest wait.
      const failuresInRow = new Map<string, number>()
      const hostOf = (source: string) => (source.startsWith('/') ? '' : new URL(source).host)
      const deadline = Date.now() + budgetMs
      let next = 0
      const work = async () => {
        while (next < queue.length && Date.now() <= deadline) {
          const [source, previous] = queue[next++]!
          const host = hostOf(source)
          if ((failuresInRow.get(host) ?? 0) >= HOST_DOWN_AFTER) {
            report.left++
            continue
          }
          const result = await fetchAndStore(source, limits, store, known)
          await recordTry(payload, source, previous, result, now)
          failuresInRow.set(host, 'hostDown' in result ? (failuresInRow.get(host) ?? 0) + 1 : 0)
          if ('problem' in result) report.failed.push({ url: source, problem: result.problem })
          else report.stored++
        }
      }
      await Promise.all(Array.from({ length: concurrency }, work))
      report.left += queue.length - next
      report.failed.sort((a, b) => a.url.localeCompare(b.url))
      report.hostsDown = [...failuresInRow].filter(([, n]) => n >= HOST_DOWN_AFTER).map(([host]) => host)
      return report
    },
  }
}

export type FeedPhotos = ReturnType<typeof feedPhotos>

/**
 * After the switch: the dealer's listed cars still without a photo whose address has one now
 * (stored since they were written: a retry that worked, cars from before photos were stored)
 * get it. Nothing is fetched here.
 */
export async function attachStoredPhotos(payload: Payload, tenant: Tenant, now = new Date()): Promise<Id[]> {
  const waiting = await carsWithoutPhotos(payload, tenant.id, now)
  const photos = await photosBySource(
    payload,
    waiting.flatMap((car) => car.images.filter((i) => !i.photo).map((i) => i.url)),
  )
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
