import type { Payload } from 'payload'
import { withPhotos } from '../photos/dealerPhotos'
import { photosBySource } from '@/photos/records'
import { feedFingerprint } from './feedFingerprint'
import { readFeedRecord } from './feedRow'
import { stockKey, type StockPlan } from './stockPlan'
import type { StagedCar } from './stockChanges'
import type { StockFeed } from './stockFeed'

const FEED_CHANGED =
  'The feed changed while it was being imported (its rows differ from the first read); nothing was written. Run the import again.'

/** Cars whose photos are looked up in one query. */
const PHOTO_BATCH = 100

/**
 * The second read: the cars to write, new or changed, one at a time, with the photos already
 * stored for their addresses (the photo pass after the switch fetches the rest). A car's
 * digest, of the feed's fields only, says whether the feed changed it since the last import;
 * unchanged cars are only counted.
 */
export async function* changedCars(
  payload: Payload,
  feed: StockFeed,
  plan: StockPlan,
  counts: { created: number; updated: number; unchanged: number },
  now: Date,
): AsyncGenerator<StagedCar> {
  let n = 0
  let batch: StagedCar[] = []
  const withStoredPhotos = async function* () {
    const photos = await photosBySource(
      payload,
      batch.flatMap(({ car }) => (car.images ?? []).map((i) => i.url)),
    )
    for (const staged of batch) {
      if (staged.car.images) staged.car.images = withPhotos(staged.car.images, photos)
      yield staged
    }
    batch = []
  }
  for await (const record of feed.records()) {
    const row = plan.rows[n]
    if (!row || row.line !== record.line) throw new Error(FEED_CHANGED)
    const index = n++
    if (!row.write) continue
    const result = readFeedRecord(record.fields)
    if ('problems' in result || stockKey(result.car.stockNumber) !== row.stock) throw new Error(FEED_CHANGED)
    const car = result.car
    const match = plan.matches.get(index)
    // A car that comes back keeps its sold date only while the feed still says sold.
    car.soldAt = car.status === 'sold' ? (car.soldAt ?? match?.soldAt ?? now.toISOString()) : null
    const data = Object.assign(car, { feedFingerprint: feedFingerprint(car) })
    if (!match) {
      counts.created++
      batch.push({ id: null, car: data })
    } else if (match.feedFingerprint === data.feedFingerprint) counts.unchanged++
    else {
      counts.updated++
      batch.push({ id: match.id, car: data })
    }
    if (batch.length >= PHOTO_BATCH) yield* withStoredPhotos()
  }
  if (n !== plan.rows.length) throw new Error(FEED_CHANGED)
  yield* withStoredPhotos()
}
