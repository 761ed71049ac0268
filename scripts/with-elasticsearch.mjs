#!/usr/bin/env node
// Runs a command with a real Elasticsearch available at ELASTICSEARCH_URL, then stops it.
// If ELASTICSEARCH_URL is already set, that server is used and nothing is started.
import { spawn } from 'node:child_process'
import { start, stop } from './elasticsearch.mjs'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-elasticsearch.mjs <command> [args...]')
  process.exit(2)
}
const external = Boolean(process.env.ELASTICSEARCH_URL)
const url = external ? process.env.ELASTICSEARCH_URL : await start()
const code = await new Promise((resolve) => {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ELASTICSEARCH_URL: url } })
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0)))
})
if (!external) await stop()
process.exit(code)
