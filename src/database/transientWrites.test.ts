import { describe, expect, it } from 'vitest'
import { isTransientWrite, whileTransient } from './transientWrites'

const busy = () => new Error('SQLITE_BUSY: database is locked')
const conflict = () => Object.assign(new Error('WriteConflict'), { errorLabels: ['TransientTransactionError'] })

describe('writes refused only for the moment', () => {
  it('are SQLite’s held lock and MongoDB’s transient transaction errors, nothing else', () => {
    expect(isTransientWrite(busy())).toBe(true)
    expect(isTransientWrite(conflict())).toBe(true)
    expect(
      isTransientWrite(Object.assign(new Error('x'), { errorLabelSet: new Set(['TransientTransactionError']) })),
    ).toBe(true)
    expect(isTransientWrite(new Error('E11000 duplicate key'))).toBe(false)
    expect(isTransientWrite(null)).toBe(false)
  })

  it('are written again until they go through, with short pauses', async () => {
    const failures = [busy(), conflict(), busy(), busy(), busy()]
    const pauses: number[] = []
    let tries = 0
    const stored = await whileTransient(
      async () => {
        tries++
        const failure = failures.shift()
        if (failure) throw failure
        return 'stored'
      },
      { maxWaitMs: 60_000, sleep: async (ms) => void pauses.push(ms) },
    )
    expect(stored).toBe('stored')
    expect(tries).toBe(6)
    expect(pauses).toEqual([5, 10, 20, 40, 50])
  })

  it('give up after the longest wait, and never repeat a write that failed for another reason', async () => {
    await expect(
      whileTransient(
        async () => {
          throw busy()
        },
        { maxWaitMs: 0, sleep: async () => undefined },
      ),
    ).rejects.toThrow(/SQLITE_BUSY/)
    let tries = 0
    await expect(
      whileTransient(
        async () => {
          tries++
          throw new Error('validation failed')
        },
        { maxWaitMs: 60_000, sleep: async () => undefined },
      ),
    ).rejects.toThrow('validation failed')
    expect(tries).toBe(1)
  })
})
