import { describe, expect, it } from 'vitest'
import { renderLifetime } from './cached'

describe('renderLifetime', () => {
  const now = new Date('2026-11-23T12:00:00Z')
  const inSeconds = (seconds: number) => new Date(now.getTime() + seconds * 1000)

  it('leaves the page its longest lifetime when nothing changes within the hour', () => {
    expect(renderLifetime(null, now)).toBeNull()
    expect(renderLifetime(inSeconds(3600), now)).toBeNull()
    expect(renderLifetime(inSeconds(86_400), now)).toBeNull()
  })

  it('ends the cached page by the moment, in whole minutes rounded down', () => {
    expect(renderLifetime(inSeconds(3599), now)).toBe(3540)
    expect(renderLifetime(inSeconds(125), now)).toBe(120)
    expect(renderLifetime(inSeconds(61), now)).toBe(60)
  })

  it('counts seconds in the last minute, and never less than one', () => {
    expect(renderLifetime(inSeconds(42), now)).toBe(42)
    expect(renderLifetime(inSeconds(0.2), now)).toBe(1)
    expect(renderLifetime(now, now)).toBe(1)
  })
})
