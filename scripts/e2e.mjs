#!/usr/bin/env node
// End-to-end tests against a production build, as a deployment would run it:
// `next build`, a fresh SQLite database with the committed migrations, the demo seed,
// `next start -H 127.0.0.1`, then Playwright in Debian's Chromium.
// E2E_SKIP_BUILD=1 reuses an existing .next build.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { run } from './run.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install Debian's package (apt-get install chromium) or set CHROMIUM_PATH.`)
  process.exit(1)
}

const port = process.env.E2E_PORT ?? '3100'
const portTaken = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(2_000) }).then(
  () => true,
  () => false,
)
if (portTaken) {
  console.error(`Port ${port} is already in use; stop that server or set E2E_PORT.`)
  process.exit(1)
}
const dataDir = path.resolve('.data', 'e2e')
const env = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  DATABASE_URI: `file:${path.join(dataDir, 'e2e.db')}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  PAYLOAD_SECRET: 'e2e-secret-not-for-production',
  SEED_PASSWORD: process.env.SEED_PASSWORD ?? 'e2e-password',
  PORT: port,
  HOST: '127.0.0.1',
  E2E_PORT: port,
  // Links the admin hands out (preview) point at the test hosts.
  SITE_URL_TEMPLATE: `http://{slug}.localhost:${port}`,
}

if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('.next/BUILD_ID')) run('npx', ['next', 'build'], env)
// A fresh database, built by the committed migrations, as a new deployment gets.
rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })
run('node', ['scripts/payload.mjs', 'migrate'], env)
run('node', ['scripts/payload.mjs', 'run', 'scripts/preflight.ts'], env)
run('node', ['scripts/payload.mjs', 'run', 'tenants/seed/run.ts'], env)

const server = spawn('node', ['scripts/start.mjs'], { env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'], detached: true })
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM')
  } catch {
    /* already stopped */
  }
}
process.on('exit', stopServer)

const deadline = Date.now() + 120_000
let ready = false
while (!ready && Date.now() < deadline) {
  if (server.exitCode !== null) break
  try {
    ready = (await fetch(`http://127.0.0.1:${port}/admin/login`, { signal: AbortSignal.timeout(10_000) })).ok
  } catch {
    /* not yet */
  }
  if (!ready) await new Promise((r) => setTimeout(r, 1000))
}
if (!ready) {
  console.error('The production server did not start.')
  process.exit(1)
}

const code = await new Promise((resolve) => {
  const pw = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ...env, NODE_ENV: 'test' } })
  pw.on('exit', (c) => resolve(c ?? 1))
})
stopServer()
process.exit(code)
