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

  it('ends the cached page at the moment, in seconds rounded up, never less than one', () => {
    expect(renderLifetime(inSeconds(3599), now)).toBe(3599)
    expect(renderLifetime(inSeconds(125.4), now)).toBe(126)
    expect(renderLifetime(inSeconds(0.2), now)).toBe(1)
    expect(renderLifetime(now, now)).toBe(1)
    expect(renderLifetime(inSeconds(-30), now)).toBe(1)
  })
})
