#!/usr/bin/env node
// `npm run dev`: the platform on the embedded defaults. Checks configuration, seeds the
// demo dealers when the database is empty, prints the URLs to open, starts `next dev`.
import { clearDataCache } from './dataCache.mjs'
import { startFinanceBrokerStandIn } from './financeBrokerStandIn.mjs'
import { handOver, run } from './run.mjs'

run('node', ['scripts/payload.mjs', 'run', 'scripts/preflight.ts'])
run('node', ['--import', 'tsx', 'scripts/demo-stock-photos.ts'])
run('node', ['scripts/payload.mjs', 'run', 'tenants/seed/run.ts'], { SEED_ONLY_IF_EMPTY: '1' })
clearDataCache()
// Without a broker of its own, development quotes from the local broker (any key, on loopback).
const broker = process.env.FINANCE_BROKER_URL ? null : await startFinanceBrokerStandIn({ apiKey: 'local-broker' })
if (broker) console.log(`Finance quotes: the local broker at ${broker.url}`)
handOver(
  'npx',
  ['next', 'dev', '-p', process.env.PORT ?? '3000'],
  broker ? { FINANCE_BROKER_URL: broker.url, FINANCE_BROKER_KEY: 'local-broker' } : {},
)
