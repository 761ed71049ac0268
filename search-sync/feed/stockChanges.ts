import type { PhotoPassOptions, PhotoReport } from '../photos/dealerPhotos'
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

export type ImportOptions = {
  /** A full feed lists the whole stock: cars missing from it are marked sold. */
  full?: boolean
  /** Import even when the shrink guard would refuse the feed. */
  force?: boolean
  now?: Date
  /** How the photo pass fetches (its time budget, concurrency and limits). */
  photos?: Omit<PhotoPassOptions, 'now'>
}

export type ImportReport = {
  tenant: string
  received: number
  created: number
  updated: number
  unchanged: number
  markedSold: number
  /** Listed cars the feed would take off sale (marked sold); set on every full import, refused or not. */
  wouldMarkSold?: number
  rejected: { line: number; stockNumber?: string; problems: string[] }[]
  /** Set when nothing was written, with the reason. */
  refused?: string
  /** How the writes went: the longest hold of the database's write lock and the switch to the new stock. */
  timings?: StockWriteTimings & {
    /** Reading, checking and matching the feed against the stored stock, before any write. */
    checkMs: number
    /** Bringing the search index level after the writes. */
    indexMs?: number
  }
  /** What the search index needed after the import: documents written and removed. */
  index?: { indexed: number; removed: number }
  /** Set when the stock was saved but the search index could not be brought level (the reconciler repairs it). */
  indexProblem?: string
  /** The photos the import fetched, those it could not and those left for the next run. */
  photos?: PhotoReport
}
