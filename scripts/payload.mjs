#!/usr/bin/env node
// Payload's CLI, made reliable. `payload <command>` intermittently stops before doing
// anything (payloadcms/payload#17757, #16381): importing TypeScript through tsx's loader
// worker sometimes never settles, Node finds its event loop empty and exits 0 silently.
// Payload's bin always ends with an explicit process.exit, so an exit through an empty
// event loop ('beforeExit') means exactly that failure: the child reports it with a
// dedicated code and the command is retried. Every command we run this way (migrate,
// the idempotent seed, preflight, generators) is safe to repeat.
// Usage: node scripts/payload.mjs <payload command> [args]
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const STALLED = 75
const ATTEMPTS = 4

if (process.env.PAYLOAD_CLI_CHILD !== '1') {
  // `payload run <script> --flag x` drops the flags before the script sees them; hand the
  // script its own arguments through the environment (read by scripts/scriptArgs.ts).
  const [command, , ...scriptArgs] = process.argv.slice(2)
  const forScript = command === 'run' ? { PAYLOAD_SCRIPT_ARGS: JSON.stringify(scriptArgs) } : {}
  // The command runs in a child that must not outlive this process: signals are passed on,
  // and the child watches an IPC channel that closes whenever this process ends, SIGKILL
  // included (an import whose parent was killed kept writing on its own).
  let child = null
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => (child ? child.kill(signal) : process.exit(1)))
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, ...forScript, PAYLOAD_CLI_CHILD: '1' },
    })
    const status = await new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0))))
    if (status !== STALLED) process.exit(status)
    console.error(
      `payload ${process.argv[2] ?? ''}: the CLI stalled while loading (payloadcms/payload#17757); retrying (${attempt}/${ATTEMPTS - 1})`,
    )
  }
  process.exit(1)
}

if (process.channel) {
  // The parent is gone (however it ended): stop, rather than go on writing unsupervised.
  process.on('disconnect', () => process.exit(1))
  // The channel must not keep the event loop alive: an empty loop is how a stall shows.
  process.channel.unref()
}
process.on('beforeExit', () => process.exit(STALLED))
// Import the config before Payload's bin. Once the bin's own imports are loaded (its type
// generator pulls in json-schema-to-typescript), importing the config's TypeScript graph
// through tsx deadlocked about half the time (measured: 4 of 8 runs, and 0 of 14 when the
// config is imported first). The bin then finds the config in the module cache.
const configFile = path.resolve(process.env.PAYLOAD_CONFIG_PATH ?? 'payload.config.ts')
await (
  await import(pathToFileURL(configFile).href)
).default
// The bin entry is not in payload's exports map; it sits beside the main entry in dist/.
const payloadDist = path.dirname(createRequire(import.meta.url).resolve('payload'))
const { bin } = await import(pathToFileURL(path.join(payloadDist, 'bin/index.js')).href)
await bin()
