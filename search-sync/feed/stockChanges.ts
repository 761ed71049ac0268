import type { FeedCar } from './feedRow'

type Id = string | number
/** A feed car as the import writes it: with the digest of its feed fields. */
export type FeedCarWrite = FeedCar & { feedFingerprint: string }

/** What one import changes, decided before anything is written. */
export type StockChanges = {
  /** Cars new to the dealer's stock. */
  creates: FeedCarWrite[]
  /** Stored cars whose feed data changed: their new feed data. */
  updates: { id: Id; car: FeedCarWrite }[]
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
