#!/usr/bin/env node
// `npm run check:cycles`: the folder-level import graph of the house (ARCHITECTURE.md) and
// any cycle in it. Imports of payload.config.ts are left out: the config assembles the
// collections and jobs, and code that needs the Local API imports it. Exits 1 on a cycle.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveSpecifier } from '../eslint-rules/importBoundaries.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const FOLDERS = [
  'src/domain',
  'src/search',
  'src/features',
  'src/app',
  'search-sync',
  'collections',
  'blocks',
  'scripts',
]
const SKIP = new Set(['node_modules', '.next', '.data', '.cache', 'migrations'])
const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

const folderOf = (file) => {
  const relative = path.relative(ROOT, file).split(path.sep).join('/')
  return FOLDERS.find((folder) => relative.startsWith(`${folder}/`)) ?? null
}

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(full)
    else if (/\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full
  }
}

/** edges[from][to] = an example import, for the report. */
const edges = new Map()
for (const file of sourceFiles(ROOT)) {
  const from = folderOf(file)
  if (!from) continue
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolveSpecifier(file, match[1] ?? match[2])
    if (!target || /payload\.config(\.ts)?$/.test(target)) continue
    const to = folderOf(target)
    if (!to || to === from) continue
    if (!edges.has(from)) edges.set(from, new Map())
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${path.relative(ROOT, file)} -> ${match[1] ?? match[2]}`)
  }
}

// Tarjan's strongly connected components: a component of more than one folder is a cycle.
const index = new Map()
const low = new Map()
const stack = []
const cycles = []
let next = 0
function visit(folder) {
  index.set(folder, next)
  low.set(folder, next++)
  stack.push(folder)
  for (const to of edges.get(folder)?.keys() ?? []) {
    if (!index.has(to)) {
      visit(to)
      low.set(folder, Math.min(low.get(folder), low.get(to)))
    } else if (stack.includes(to)) low.set(folder, Math.min(low.get(folder), index.get(to)))
  }
  if (low.get(folder) === index.get(folder)) {
    const component = []
    let member
    do {
      member = stack.pop()
      component.push(member)
    } while (member !== folder)
    if (component.length > 1) cycles.push(component)
  }
}
for (const folder of FOLDERS) if (!index.has(folder)) visit(folder)

for (const folder of FOLDERS) {
  const targets = [...(edges.get(folder)?.keys() ?? [])]
  console.log(`${folder.padEnd(14)} -> ${targets.length ? targets.join(', ') : '(nothing of ours)'}`)
}
if (cycles.length === 0) {
  console.log('\nNo folder-level import cycle.')
} else {
  for (const cycle of cycles) {
    console.log(`\nCycle: ${cycle.join(' <-> ')}`)
    for (const from of cycle)
      for (const to of cycle) if (edges.get(from)?.has(to)) console.log(`  ${edges.get(from).get(to)}`)
  }
  process.exit(1)
}
