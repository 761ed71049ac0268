#!/usr/bin/env node
// Production start (`npm start`, the Docker image): apply committed migrations,
// check configuration, then the web server (scripts/server.mjs: Next behind a small request
// gate). Needs a prior `npm run build`.
import { clearDataCache } from './dataCache.mjs'
import { handOver, run } from './run.mjs'

const env = { NODE_ENV: 'production' }
run('node', ['scripts/payload.mjs', 'migrate'], env)
run('node', ['scripts/payload.mjs', 'run', 'scripts/preflight.ts'], env)
clearDataCache()
handOver('node', ['scripts/server.mjs'], env)
