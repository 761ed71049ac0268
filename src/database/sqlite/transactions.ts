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
/** A waiting writer looks again at least this often: an import lets go of the lock for 25 ms between batches. */
const MAX_PAUSE_MS = 50
const pauseFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Runs `write`, and while the database refuses it for the moment (`refusedForNow`), runs it
 * again after a growing pause (never blocking the process), up to `maxWaitMs`; then the
 * refusal is thrown and the caller told. Any other error is thrown at once.
 */
export async function retryWhile<T>(
  refusedForNow: (error: unknown) => boolean,
  write: () => Promise<T>,
  { maxWaitMs = WRITE_LOCK_WAIT_MS, sleep = pauseFor }: WaitOptions = {},
): Promise<T> {
  const started = Date.now()
  for (let pause = 5; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
    try {
      return await write()
    } catch (error) {
      if (!refusedForNow(error) || Date.now() - started + pause > maxWaitMs) throw error
      await sleep(pause)
    }
  }
}

/** `write`, run again while SQLite answers that another writer holds the lock (retryWhile). */
export const whileLocked = <T>(write: () => Promise<T>, options: WaitOptions = {}) => retryWhile(isBusy, write, options)

export function waitForWriteLock(db: Pick<DatabaseAdapter, 'beginTransaction'>, options: WaitOptions = {}): void {
  const begin = db.beginTransaction.bind(db)
  db.beginTransaction = (beginOptions?: Parameters<DatabaseAdapter['beginTransaction']>[0]) =>
    whileLocked(() => begin(beginOptions), options)
}

/** The statement-running parts of @libsql/client's Client. */
type StatementRunner = {
  execute: (...args: never[]) => Promise<unknown>
  batch?: (...args: never[]) => Promise<unknown>
}

/**
 * Statements Payload runs outside a transaction (an admin's list preferences, for one) go to
 * the main connection in autocommit, where a write finds the lock taken by another request's
 * transaction or an import and was refused at once: the admin answered with an error (seen
 * in the browser tests, "database is locked" on payload_preferences). A refused statement had
 * no effect (a batch is its own transaction, rolled back), so it waits and runs again like a
 * transaction's start does. Only the main connection: statements inside a transaction run
 * after BEGIN IMMEDIATE has the lock.
 */
export function retryStatementsWhileLocked<T extends StatementRunner>(client: T, options: WaitOptions = {}): T {
  const target = client as unknown as Record<string, unknown>
  for (const name of ['execute', 'batch'] as const) {
    const original = target[name]
    if (typeof original !== 'function') continue
    target[name] = (...args: unknown[]) =>
      whileLocked(() => (original as (...a: unknown[]) => Promise<unknown>).apply(client, args), options)
  }
  return client
}
