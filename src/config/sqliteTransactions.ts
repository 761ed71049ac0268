import type { DatabaseAdapter } from 'payload'

/** How long a write waits for SQLite's one write lock (another request's transaction, an import in another process). */
export const WRITE_LOCK_WAIT_MS = 15_000

export const isBusy = (error: unknown) =>
  /SQLITE_BUSY|database is locked/i.test(error instanceof Error ? error.message : String(error))

/**
 * SQLite takes one writer at a time. A transaction that finds the write lock taken is
 * refused at once (SQLITE_BUSY), and Payload answered such requests with a 500 although
 * they only had to wait. Here the start of a transaction waits for the lock, without
 * blocking the server: it tries again after a growing pause, up to WRITE_LOCK_WAIT_MS, then
 * fails (and the request is told so). SQLite's own busy timeout cannot do this: it is set per
 * connection (libsql opens a fresh one for every transaction, without it), and it waits
 * synchronously, freezing every other request of this process while it waits.
 */
type WaitOptions = { maxWaitMs?: number; sleep?: (ms: number) => Promise<unknown> }
const pauseFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `write`, and while SQLite answers that another writer holds the lock, runs it again
 * after a growing pause (never blocking the process), up to `maxWaitMs`; then the failure
 * is thrown and the caller told. Any other error is thrown at once.
 */
export async function whileLocked<T>(
  write: () => Promise<T>,
  { maxWaitMs = WRITE_LOCK_WAIT_MS, sleep = pauseFor }: WaitOptions = {},
): Promise<T> {
  const started = Date.now()
  for (let pause = 5; ; pause = Math.min(pause * 2, 250)) {
    try {
      return await write()
    } catch (error) {
      if (!isBusy(error) || Date.now() - started + pause > maxWaitMs) throw error
      await sleep(pause)
    }
  }
}

export function waitForWriteLock(db: Pick<DatabaseAdapter, 'beginTransaction'>, options: WaitOptions = {}): void {
  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = (beginOptions?: Parameters<DatabaseAdapter['beginTransaction']>[0]) =>
    whileLocked(() => begin(beginOptions), options)
}
