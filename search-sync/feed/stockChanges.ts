import type { FeedCar } from './feedRow'

type Id = string | number
/** A feed car as the import writes it: with the digest of its feed fields. */
export type FeedCarWrite = FeedCar & { feedFingerprint: string }

/** A car to write: new to the dealer's stock (no id) or a stored car whose feed data changed. */
export type StagedCar = { id: Id | null; car: FeedCarWrite }

/** What one import changes. The cars are read from the feed as they are written, never held all at once. */
export type StockChanges = {
  cars: AsyncIterable<StagedCar>
  /** Listed cars a full feed takes off sale (marked sold). */
  removals: Id[]
}

export type StockWriteTimings = {
  totalMs: number
  /** The transaction that makes the new stock visible at once. */
  switchMs: number
  /** The longest time the import held the database's write lock in one go. */
  longestWriteMs: number
  /** Write transactions the import used. */
  batches: number
}

export type StockWriteResult = { touched: Id[]; startedAt: number; timings: StockWriteTimings }
