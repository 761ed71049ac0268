// The production build with a fresh demo database, for end-to-end tests and benchmarks:
// `next build` (unless skipped and a build exists), a new SQLite database built by the
// committed migrations, the demo seed, `npm start`'s script on 127.0.0.1, and a wait until
// it answers. Each caller names its own data folder and port so they never share state.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * `fresh: false` starts on the database and media an earlier start of the same name left (a
 * restart after a crash, or a second instance beside the first).
 * @param {{ name: string, port: number | string, env?: Record<string, string | undefined>, skipBuild?: boolean, quiet?: boolean, fresh?: boolean }} options
 * @returns {Promise<{ env: Record<string, string | undefined>, origin: string, stop: () => void, kill: (signal: NodeJS.Signals) => void }>}
 */
export async function startProductionServer({
  name,
  port,
  env: extra = {},
  skipBuild = false,
  quiet = false,
  fresh = true,
}) {
  const dataDir = path.resolve('.data', name)
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    DATABASE_URI: `file:${path.join(dataDir, `${name}.db`)}`,
    MEDIA_DIR: path.join(dataDir, 'media'),
    // Stored photos are content-addressed: the test and benchmark servers share them, so each
    // fresh seed stores the demo's photos without making their renditions again.
    PHOTOS_DIR: path.resolve('.data', 'photos'),
    PAYLOAD_SECRET: `${name}-secret-not-for-production`,
    SEED_PASSWORD: process.env.SEED_PASSWORD ?? `${name}-password`,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Dealer sites at <slug>.localhost and the admin at localhost, as in development.
    TENANT_HOST_SUFFIXES: 'localhost',
    PLATFORM_ADMIN_URL: `http://localhost:${port}`,
    ...extra,
  }
  const origin = `http://127.0.0.1:${port}`
  if (
    await fetch(`${origin}/`, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`Port ${port} is already in use; stop that server first.`)
  }
  const step = (args) => {
    const result = spawnSync(args[0], args.slice(1), {
      stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
      env,
    })
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed`)
  }
  // A stale build would test or measure old code; skipping is for a build you just made.
  if (!skipBuild || !existsSync('.next/BUILD_ID')) step(['npm', 'run', 'build'])
  if (fresh) {
    rmSync(dataDir, { recursive: true, force: true })
    mkdirSync(dataDir, { recursive: true })
    step(['node', 'scripts/payload.mjs', 'migrate'])
    step(['node', 'scripts/payload.mjs', 'run', 'tenants/seed/run.ts'])
  }

  const server = spawn('node', ['scripts/start.mjs'], {
    env,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
    detached: true,
  })
  const kill = (signal) => {
    try {
      process.kill(-server.pid, signal)
    } catch {
      /* already stopped */
    }
  }
  const stop = () => kill('SIGTERM')
  process.on('exit', stop)
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline && server.exitCode === null) {
    const up = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (up) return { env, origin, stop, kill }
    await new Promise((r) => setTimeout(r, 1_000))
  }
  stop()
  throw new Error('The production server did not start.')
}
