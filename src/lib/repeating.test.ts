import { afterEach, describe, expect, it, vi } from 'vitest'
import { repeatEvery } from './repeating'

afterEach(() => vi.useRealTimers())

describe('repeatEvery', () => {
  it('never runs twice at once, and keeps going after a failure', async () => {
    vi.useFakeTimers()
    let active = 0
    let most = 0
    let runs = 0
    const errors: unknown[] = []
    const stop = repeatEvery(
      10,
      async () => {
        active++
        most = Math.max(most, active)
        runs++
        await new Promise((resolve) => setTimeout(resolve, 35))
        active--
        if (runs === 1) throw new Error('first run fails')
      },
      (error) => errors.push(error),
    )
    await vi.advanceTimersByTimeAsync(200)
    stop()
    expect(most).toBe(1)
    expect(runs).toBeGreaterThan(2)
    expect(errors).toHaveLength(1)
  })
})
