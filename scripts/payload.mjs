#!/usr/bin/env node
// Payload's CLI, made reliable. `payload <command>` intermittently exits 0 before doing
// anything (payloadcms/payload#17757, #16381): its TypeScript loader runs in a worker
// that does not keep the event loop alive, so Node exits while the config is still
// loading. Here tsx is registered up front (--import) and a timer holds the loop open
// until Payload's own bin calls process.exit. Usage: node scripts/payload.mjs migrate
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

if (process.env.PAYLOAD_CLI_CHILD !== '1') {
  const result = spawnSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PAYLOAD_CLI_CHILD: '1' },
  })
  process.exit(result.status ?? 1)
}

const keepAlive = setInterval(() => {}, 60_000)
// The bin entry is not in payload's exports map; it sits beside the main entry in dist/.
const payloadDist = path.dirname(createRequire(import.meta.url).resolve('payload'))
const { bin } = await import(pathToFileURL(path.join(payloadDist, 'bin/index.js')).href)
await bin()
clearInterval(keepAlive)
