#!/usr/bin/env node
// Production start (`npm start`, the Docker image): apply committed migrations,
// check configuration, then `next start`. Needs a prior `npm run build`.
import { clearDataCache } from './dataCache.mjs'
import { handOver, run } from './run.mjs'

const env = { NODE_ENV: 'production' }
run('node', ['scripts/payload.mjs', 'migrate'], env)
run('node', ['scripts/payload.mjs', 'run', 'scripts/preflight.ts'], env)
clearDataCache()
handOver('npx', ['next', 'start', '-H', process.env.HOST ?? '0.0.0.0', '-p', process.env.PORT ?? '3000'], env)
