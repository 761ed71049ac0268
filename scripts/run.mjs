// Small helpers shared by the project's scripts.
import { spawn, spawnSync } from 'node:child_process'

/** Runs a command to completion, inheriting output; exits the script when it fails. */
export function run(command, args, env = {}) {
  // No stdin: a CLI that would prompt (payload migrate on a dev-pushed database) must not wait.
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

/** Replaces this script with a long-running command, forwarding signals. */
export function handOver(command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
