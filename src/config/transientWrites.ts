import { isBusy } from './sqliteTransactions'

/**
 * A write the database refused only for the moment: SQLite's one write lock held by another
 * writer (an import in another process), or MongoDB's transient transaction errors (a write
 * conflict with a concurrent transaction, a primary stepping down), which MongoDB labels so
 * that the whole transaction is tried again.
 */
export function isTransientWrite(error: unknown): boolean {
  if (isBusy(error)) return true
  const labels = (error as { errorLabels?: unknown } | null)?.errorLabels
  if (Array.isArray(labels) && labels.includes('TransientTransactionError')) return true
  const set = (error as { errorLabelSet?: unknown } | null)?.errorLabelSet
  return set instanceof Set && set.has('TransientTransactionError')
}

type Options = { maxWaitMs: number; maxPauseMs?: number; sleep?: (ms: number) => Promise<unknown> }
const pauseFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs a whole write (its own transaction) and, while the database refuses it for the moment,
 * runs it again after a short growing pause, up to `maxWaitMs`; then the refusal is thrown.
 * A refused write left nothing behind (its transaction was rolled back), so it is safe to
 * repeat. Pauses stay short (`maxPauseMs`): a waiting write must catch the moment another
 * writer lets go of the lock between its batches.
 */
export async function whileTransient<T>(
  write: () => Promise<T>,
  { maxWaitMs, maxPauseMs = 50, sleep = pauseFor }: Options,
): Promise<T> {
  const started = Date.now()
  for (let pause = 5; ; pause = Math.min(pause * 2, maxPauseMs)) {
    try {
      return await write()
    } catch (error) {
      if (!isTransientWrite(error) || Date.now() - started + pause > maxWaitMs) throw error
      await sleep(pause)
    }
  }
}
