#!/usr/bin/env node
// Runs after `next build`, before precompress-static: marks the scripts a dealer page runs as
// it starts (the framework's root chunks and each site route's entry chunks) with V8's
// compile hint `//# allFunctionsCalledOnLoad`. V8 otherwise compiles a function on the main
// thread the first time it is called, and nearly every function in these files is called
// while the page starts (React, Next's router, the page's components); with the hint it
// compiles them on a background thread while the file downloads. The admin's chunks are left
// alone: most of Payload's code runs only when an editor opens something.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** The build's scripts (paths under .next) a dealer site's pages load when they start. */
export function startupScripts(buildDir) {
  const scripts = new Set(JSON.parse(readFileSync(path.join(buildDir, 'build-manifest.json'), 'utf8')).rootMainFiles)
  const manifests = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) return entry.name === '(payload)' ? [] : manifests(full)
      return entry.name.endsWith('_client-reference-manifest.js') ? [full] : []
    })
  for (const manifest of manifests(path.join(buildDir, 'server', 'app'))) {
    const entries = /"entryJSFiles":(\{[^}]*\})/.exec(readFileSync(manifest, 'utf8'))?.[1]
    if (!entries) continue
    for (const files of Object.values(JSON.parse(entries))) for (const file of files) scripts.add(file)
  }
  return [...scripts].filter((file) => file.endsWith('.js'))
}

/** Puts the hint at the top of a script once; true when the file changed. */
export function markScript(file) {
  const source = readFileSync(file, 'utf8')
  if (source.startsWith(COMPILE_HINT)) return false
  writeFileSync(file, COMPILE_HINT + source)
  return true
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.argv[2] ?? '.next')
  const scripts = startupScripts(buildDir)
  const marked = scripts.filter((file) => markScript(path.join(buildDir, file))).length
  console.log(`compile hints: ${scripts.length} startup scripts, ${marked} marked now`)
}
