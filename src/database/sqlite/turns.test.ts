import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { describe, expect, it } from 'vitest'
import { takeTurns } from './turns'

describe('database statements take turns with the server’s other work', () => {
  it('lets a waiting request run between two statements of a long run of work', async () => {
    const client = takeTurns(createClient({ url: ':memory:' }))
    const order: string[] = []
    const work = (async () => {
      for (let i = 0; i < 3; i++) {
        await client.execute('SELECT 1')
        order.push(`statement ${i}`)
      }
    })()
    // A request that arrived while the work ran (I/O is read before setImmediate callbacks).
    setImmediate(() => order.push('request'))
    await work
    expect(order.indexOf('request')).toBeLessThan(order.indexOf('statement 2'))
    expect(order.indexOf('request')).toBeGreaterThanOrEqual(0)
  })

  it('without turns, the same run starves the request until it ends', async () => {
    const client = createClient({ url: ':memory:' })
    const order: string[] = []
    const work = (async () => {
      for (let i = 0; i < 3; i++) {
        await client.execute('SELECT 1')
        order.push(`statement ${i}`)
      }
    })()
    setImmediate(() => order.push('request'))
    await work
    expect(order).toEqual(['statement 0', 'statement 1', 'statement 2'])
  })

  it('also inside transactions, which still commit and roll back as before', async () => {
    // A file: every transaction opens its own connection, which would not see an in-memory database.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'turns-')), 'turns.db')
    const client = takeTurns(createClient({ url: `file:${file}` }))
    await client.execute('CREATE TABLE t (n INTEGER)')
    const order: string[] = []
    const tx = await client.transaction('write')
    setImmediate(() => order.push('request'))
    await tx.execute('INSERT INTO t VALUES (1)')
    order.push('insert')
    await tx.commit()
    const rolledBack = await client.transaction('write')
    await rolledBack.execute('INSERT INTO t VALUES (2)')
    await rolledBack.rollback()
    expect(order).toEqual(['request', 'insert'])
    expect((await client.execute('SELECT n FROM t')).rows.map((row) => row.n)).toEqual([1])
  })
})
