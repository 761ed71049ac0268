import { feedFingerprint } from './feedFingerprint'
import { readFeedRecord } from './feedRow'
import { stockKey, type StockPlan } from './stockPlan'
import type { StagedCar } from './stockChanges'
import type { StockFeed } from './stockFeed'

const FEED_CHANGED =
  'The feed changed while it was being imported (its rows differ from the first read); nothing was written. Run the import again.'

/**
 * The second read: the cars to write, new or changed, one at a time. A car's digest says
 * whether the feed changed it since the last import; unchanged cars are only counted.
 */
export async function* changedCars(
  feed: StockFeed,
  plan: StockPlan,
  counts: { created: number; updated: number; unchanged: number },
  now: Date,
): AsyncGenerator<StagedCar> {
  let n = 0
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
      yield { id: null, car: data }
    } else if (match.feedFingerprint === data.feedFingerprint) counts.unchanged++
    else {
      counts.updated++
      yield { id: match.id, car: data }
    }
  }
  if (n !== plan.rows.length) throw new Error(FEED_CHANGED)
}
