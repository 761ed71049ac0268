#!/usr/bin/env node
// End-to-end tests against a production build, as a deployment would run it (see
// productionServer.mjs: build, fresh migrated and seeded database, `npm start`), then
// Playwright in Debian's Chromium.
// E2E_SKIP_BUILD=1 reuses an existing .next build.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { startProductionServer } from './productionServer.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`,
  )
  process.exit(1)
}

const port = process.env.E2E_PORT ?? '3100'
const { env, stop } = await startProductionServer({
  name: 'e2e',
  port,
  skipBuild: process.env.E2E_SKIP_BUILD === '1',
  env: {
    E2E_PORT: port,
    // Links the admin hands out (preview) point at the test hosts.
    SITE_URL_TEMPLATE: `http://{slug}.localhost:${port}`,
  },
}).catch((error) => {
  console.error(error.message)
  process.exit(1)
})

const code = await new Promise((resolve) => {
  const pw = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'test' },
  })
  pw.on('exit', (c) => resolve(c ?? 1))
})
stop()
process.exit(code)
