#!/usr/bin/env node
// `npm run check:cycles`: the folder-level import graph of the house (ARCHITECTURE.md) and
// any cycle in it, and any cycle between files anywhere (type-only imports included). Imports of payload.config.ts are left out: the config assembles the
// collections and jobs, and code that needs the Local API imports it. Exits 1 on a cycle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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

/** The file an import lands on, trying TypeScript's extensions and index files. */
function fileOf(target) {
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate
  }
  return null
}

/** edges[from][to] = an example import, for the report; files[from] = the files it imports. */
const edges = new Map()
const files = new Map()
for (const file of sourceFiles(ROOT)) {
  const imported = new Set()
  files.set(file, imported)
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = resolveSpecifier(file, match[1] ?? match[2])
    const landed = target && !/payload\.config(\.ts)?$/.test(target) ? fileOf(target) : null
    if (landed) imported.add(landed)
  }
}
for (const file of files.keys()) {
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

/** Tarjan's strongly connected components: each component of more than one node is a cycle. */
function cyclesOf(nodes, targetsOf) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const found = []
  let next = 0
  const visit = (node) => {
    index.set(node, next)
    low.set(node, next++)
    stack.push(node)
    onStack.add(node)
    for (const to of targetsOf(node)) {
      if (!index.has(to)) {
        visit(to)
        low.set(node, Math.min(low.get(node), low.get(to)))
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node), index.get(to)))
    }
    if (low.get(node) === index.get(node)) {
      const component = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component)
    }
  }
  for (const node of nodes) if (!index.has(node)) visit(node)
  return found
}
const cycles = cyclesOf(FOLDERS, (folder) => edges.get(folder)?.keys() ?? [])

for (const folder of FOLDERS) {
  const targets = [...(edges.get(folder)?.keys() ?? [])]
  console.log(`${folder.padEnd(14)} -> ${targets.length ? targets.join(', ') : '(nothing of ours)'}`)
}
const fileCycles = cyclesOf([...files.keys()], (file) => files.get(file) ?? [])
for (const cycle of fileCycles)
  console.log(`\nFile cycle: ${cycle.map((file) => path.relative(ROOT, file)).join(' <-> ')}`)
if (fileCycles.length) process.exitCode = 1
if (cycles.length === 0) {
  console.log(`\nNo folder-level import cycle${fileCycles.length ? '' : ', and no cycle between files'}.`)
} else {
  for (const cycle of cycles) {
    console.log(`\nCycle: ${cycle.join(' <-> ')}`)
    for (const from of cycle)
      for (const to of cycle) if (edges.get(from)?.has(to)) console.log(`  ${edges.get(from).get(to)}`)
  }
  process.exit(1)
}
