import { isBusy, retryWhile } from './sqlite/transactions'

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

/**
 * Runs a whole write (its own transaction) and, while the database refuses it for the moment,
 * runs it again, up to `maxWaitMs`; then the refusal is thrown. A refused write left nothing
 * behind (its transaction was rolled back), so it is safe to repeat.
 */
export const whileTransient = <T>(
  write: () => Promise<T>,
  options: { maxWaitMs: number; sleep?: (ms: number) => Promise<unknown> },
) => retryWhile(isTransientWrite, write, options)
