import { spawnSync } from 'node:child_process'
import { hostname } from 'node:os'
import { describe, expect, it } from 'vitest'
import { holderIsGone } from './importLock'

describe('a lock holder that is gone', () => {
  it('is a process of this machine that has ended', () => {
    const ended = spawnSync(process.execPath, ['-e', '0']).pid
    expect(holderIsGone(`${hostname()}:${ended}`)).toBe(true)
  })

  it('is never a running process, a process of another machine, or a holder it cannot read', () => {
    expect(holderIsGone(`${hostname()}:${process.pid}`)).toBe(false)
    const ended = spawnSync(process.execPath, ['-e', '0']).pid
    expect(holderIsGone(`another-host:${ended}`)).toBe(false)
    expect(holderIsGone(`${hostname()}:not-a-pid`)).toBe(false)
    expect(holderIsGone('')).toBe(false)
  })
})
