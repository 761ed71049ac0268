// `npm run sync:stock` and every other Payload command run in a child of scripts/payload.mjs.
// An import whose parent was killed kept running, and writing, on its own; the child must end
// with its parent, however the parent ends (SIGKILL included).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100))
  return check()
}

describe('a command’s child process', () => {
  it('ends when its parent is killed with SIGKILL', async () => {
    const pidFile = path.join(tmpdir(), `wait-forever-${process.pid}-${Date.now()}.pid`)
    const parent = spawn('node', ['scripts/payload.mjs', 'run', 'tests/fixtures/waitForever.ts'], {
      env: { ...process.env, WAIT_FOREVER_PID_FILE: pidFile },
      stdio: 'ignore',
    })
    expect(await until(() => existsSync(pidFile) && readFileSync(pidFile, 'utf8').length > 0, 60_000)).toBe(true)
    const child = Number(readFileSync(pidFile, 'utf8'))
    expect(child).not.toBe(parent.pid)
    expect(alive(child)).toBe(true)

    parent.kill('SIGKILL')
    expect(await until(() => !alive(child), 10_000)).toBe(true)
  }, 90_000)
})
