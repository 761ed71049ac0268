#!/usr/bin/env node
// `npm run dev`: the platform on the embedded defaults. Checks configuration, seeds the
// demo dealers when the database is empty, prints the URLs to open, starts `next dev`.
import { clearDataCache } from './dataCache.mjs'
import { handOver, run } from './run.mjs'

run('node', ['scripts/payload.mjs', 'run', 'scripts/preflight.ts'])
run('node', ['--import', 'tsx', 'scripts/demo-stock-photos.ts'])
run('node', ['scripts/payload.mjs', 'run', 'tenants/seed/run.ts'], { SEED_ONLY_IF_EMPTY: '1' })
clearDataCache()
handOver('npx', ['next', 'dev', '-p', process.env.PORT ?? '3000'])
