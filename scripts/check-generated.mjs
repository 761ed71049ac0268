#!/usr/bin/env node
// Fails when generated files are stale: payload-types.ts, the admin importMap, or the
// SQLite migrations (a schema change with no migration). Generated against the embedded
// SQLite adapter, whose numeric ids the committed types describe.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const tmp = mkdtempSync(path.join(tmpdir(), 'check-generated-'))
const env = { ...process.env, DATABASE_URI: `file:${path.join(tmp, 'check.db')}`, NODE_ENV: 'development' }
const payload = (...args) =>
  execFileSync('node', ['scripts/payload.mjs', ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] })
const problems = []

const typesFile = 'src/payload-types.ts'
const freshTypes = path.join(tmp, 'payload-types.ts')
execFileSync('node', ['scripts/payload.mjs', 'generate:types'], {
  env: { ...env, PAYLOAD_TS_OUTPUT_PATH: freshTypes },
  stdio: ['ignore', 'ignore', 'inherit'],
})
if (readFileSync(freshTypes, 'utf8') !== readFileSync(typesFile, 'utf8')) {
  problems.push(`${typesFile} is stale: run \`npm run generate\` and commit it.`)
}

const importMapFile = 'src/app/(payload)/admin/importMap.js'
const committedImportMap = readFileSync(importMapFile, 'utf8')
payload('generate:importmap')
if (readFileSync(importMapFile, 'utf8') !== committedImportMap) {
  problems.push(`${importMapFile} was stale and has been regenerated: commit it.`)
}

const migrationsDir = 'migrations/sqlite'
const before = new Set(readdirSync(migrationsDir))
payload('migrate:create', 'schema-drift-check', '--skip-empty')
const added = readdirSync(migrationsDir).filter((file) => !before.has(file))
if (added.length) {
  for (const file of added) rmSync(path.join(migrationsDir, file))
  execFileSync('git', ['checkout', '--', path.join(migrationsDir, 'index.ts')])
  problems.push('The collections changed without a migration: run `npm run migrate:create -- <name>` and commit it.')
}

rmSync(tmp, { recursive: true, force: true })
if (problems.length) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'))
  process.exit(1)
}
console.log('✓ payload-types.ts, importMap and migrations are up to date')
