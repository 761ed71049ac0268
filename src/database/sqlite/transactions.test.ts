import { beginTransaction, commitTransaction, rollbackTransaction } from '@payloadcms/drizzle'
import { describe, expect, it } from 'vitest'
import { retryStatementsWhileLocked, waitForWriteLock } from './transactions'

const busy = () => new Error('Error: cannot begin transaction: SQLITE_BUSY: database is locked')

function adapter(failures: Error[]) {
  let calls = 0
  const db = {
    beginTransaction: async () => {
      calls++
      const failure = failures.shift()
      if (failure) throw failure
      return 'tx-1'
    },
  }
  return { db, calls: () => calls }
}

/** A throwaway SQLite file in WAL mode with a table t (x INTEGER); `url` opens more connections to it. */
async function walDatabase(prefix: string) {
  const { createClient } = await import('@libsql/client')
  const { mkdtempSync, rmSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  const path = await import('node:path')
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  const url = `file:${path.join(dir, 'db.sqlite')}`
  const holder = createClient({ url })
  await holder.execute('PRAGMA journal_mode=WAL')
  await holder.execute('CREATE TABLE t (x INTEGER)')
  return { holder, open: () => createClient({ url }), remove: () => rmSync(dir, { recursive: true, force: true }) }
}

describe('waiting for SQLite’s write lock', () => {
  it('tries again while the lock is taken, then begins', async () => {
    const { db, calls } = adapter([busy(), busy(), busy()])
    const pauses: number[] = []
    waitForWriteLock(db as never, { sleep: async (ms) => void pauses.push(ms) })
    await expect(db.beginTransaction()).resolves.toBe('tx-1')
    expect(calls()).toBe(4)
    expect(pauses).toEqual([5, 10, 20])
  })

  it('gives up after the longest wait, and never retries other errors', async () => {
    const { db } = adapter(Array.from({ length: 1000 }, busy))
    waitForWriteLock(db as never, { maxWaitMs: 0, sleep: async () => undefined })
    await expect(db.beginTransaction()).rejects.toThrow(/SQLITE_BUSY/)
    const other = adapter([new Error('disk I/O error')])
    let slept = false
    waitForWriteLock(other.db as never, { sleep: async () => void (slept = true) })
    await expect(other.db.beginTransaction()).rejects.toThrow('disk I/O error')
    expect(slept).toBe(false)
  })
})

describe('a COMMIT that fails (patches/@payloadcms+drizzle)', () => {
  // A fake database whose transaction runs the work, then fails to commit, as SQLite does
  // when it cannot get the lock to commit.
  const adapterWithFailingCommit = () => ({
    sessions: {} as Record<string, unknown>,
    initializing: Promise.resolve(),
    transactionOptions: {},
    payload: { logger: { error: () => undefined } },
    drizzle: {
      transaction: async (work: (tx: unknown) => Promise<void>) => {
        await Promise.resolve() // the driver opens its connection first
        await work({})
        throw new Error('SQLITE_BUSY: database is locked (COMMIT)')
      },
    },
  })

  it('is thrown to whoever commits, instead of answering as if the write were stored', async () => {
    const db = adapterWithFailingCommit()
    const id = (await beginTransaction.call(db as never))!
    await expect(commitTransaction.call(db as never, id)).rejects.toThrow(/COMMIT/)
  })

  it('a rollback stays quiet', async () => {
    const db = adapterWithFailingCommit()
    const id = (await beginTransaction.call(db as never))!
    await expect(rollbackTransaction.call(db as never, id)).resolves.toBeUndefined()
  })
})

describe('a connection left with a busy statement (patches/@libsql+client)', () => {
  it('is replaced, so the next transaction commits once the lock is free', async () => {
    const { holder, open, remove } = await walDatabase('libsql-busy-')
    const victim = open()
    const held = await holder.transaction('write')
    // Refused while the other connection writes: the failed BEGIN stays in progress on its connection.
    await expect(victim.transaction('write')).rejects.toThrow(/SQLITE_BUSY/)
    await expect(victim.batch(['INSERT INTO t VALUES (1)'], 'write')).rejects.toThrow(/SQLITE_BUSY/)
    await held.rollback()
    // Unpatched, this COMMIT failed: "cannot commit transaction - SQL statements in progress".
    const tx = await victim.transaction('write')
    await tx.execute('INSERT INTO t VALUES (2)')
    await tx.commit()
    await victim.batch(['INSERT INTO t VALUES (3)'], 'write')
    expect((await holder.execute('SELECT x FROM t ORDER BY x')).rows.map((row) => row.x)).toEqual([2, 3])
    holder.close()
    victim.close()
    remove()
  })
})

describe('a statement outside a transaction while another connection writes', () => {
  it('waits for the lock and runs, where it was refused at once', async () => {
    const { holder, open, remove } = await walDatabase('libsql-autocommit-')
    const plain = open()
    const waiting = retryStatementsWhileLocked(open())
    const held = await holder.transaction('write')
    await held.execute('INSERT INTO t VALUES (1)')
    await expect(plain.execute('INSERT INTO t VALUES (2)')).rejects.toThrow(/SQLITE_BUSY|locked/)
    const insert = waiting.execute('INSERT INTO t VALUES (3)')
    const batch = waiting.batch(['INSERT INTO t VALUES (4)'], 'write')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await held.commit()
    await Promise.all([insert, batch])
    expect((await holder.execute('SELECT x FROM t ORDER BY x')).rows.map((row) => row.x)).toEqual([1, 3, 4])
    for (const client of [holder, plain, waiting]) client.close()
    remove()
  })
})
