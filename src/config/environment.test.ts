import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** The folders and files whose code runs in a deployment (the tests, benchmarks and test harness are not). */
const APP_CODE = ['src', 'tenants', 'search-sync', 'collections', 'blocks', 'payload.config.ts', 'next.config.mjs']
const APP_SCRIPTS = ['server.mjs', 'start.mjs', 'preflight.ts', 'sync-stock.ts', 'dev.mjs', 'payload.mjs']
/** Set by Next or by the platform's own scripts for their children, never by an operator. */
const INTERNAL = new Set([
  'NEXT_RUNTIME',
  'NEXT_PHASE',
  'PAYLOAD_SCRIPT_ARGS',
  'PAYLOAD_CONFIG_PATH',
  'PAYLOAD_CLI_CHILD',
])

function sourceFiles(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry]
  return readdirSync(entry).flatMap((name) =>
    name === 'node_modules' || name.startsWith('.') ? [] : sourceFiles(path.join(entry, name)),
  )
}

function variablesReadBy(files: string[]): Set<string> {
  const found = new Set<string>()
  for (const file of files.filter((name) => /\.(ts|tsx|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name)))
    for (const [, name] of readFileSync(file, 'utf8').matchAll(/env(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g))
      if (!INTERNAL.has(name!)) found.add(name!)
  return found
}

describe('the deployment variables', () => {
  const read = variablesReadBy([
    ...APP_CODE.flatMap(sourceFiles),
    ...APP_SCRIPTS.map((name) => path.join('scripts', name)),
  ])
  const example = readFileSync('.env.example', 'utf8')
  const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]+)=/gm)].map(([, name]) => name!))

  it('are each in .env.example, and .env.example names nothing the platform does not read', () => {
    expect([...read].filter((name) => !listed.has(name)).sort()).toEqual([])
    expect([...listed].filter((name) => !read.has(name)).sort()).toEqual([])
  })

  it('are each in the README’s configuration table', () => {
    const readme = readFileSync('README.md', 'utf8')
    const table = readme.slice(readme.indexOf('### Configuration'))
    expect([...read].filter((name) => !table.includes(`\`${name}\``)).sort()).toEqual([])
  })

  it('that production requires are given to the app by docker-compose.yml', () => {
    const compose = readFileSync('docker-compose.yml', 'utf8')
    for (const name of ['DATABASE_URI', 'PAYLOAD_SECRET', 'PLATFORM_ADMIN_URL', 'ELASTICSEARCH_URL'])
      expect(compose, name).toMatch(new RegExp(`^\\s+${name}:`, 'm'))
  })
})
