import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, markScript, startupScripts } from './compile-hints.mjs'

// A build folder as `next build` leaves it: the root chunks, a dealer route and the admin.
const build = mkdtempSync(path.join(tmpdir(), 'build-'))
writeFileSync(
  path.join(build, 'build-manifest.json'),
  JSON.stringify({ rootMainFiles: ['static/chunks/react.js', 'static/chunks/router.js'] }),
)
const manifest = (route: string, entries: Record<string, string[]>) => {
  mkdirSync(path.join(build, 'server', 'app', route), { recursive: true })
  writeFileSync(
    path.join(build, 'server', 'app', route, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST["/x"] = {"moduleLoading":{},"entryJSFiles":${JSON.stringify(entries)}};`,
  )
}
manifest('[site]/search', {
  '[project]/src/app/[site]/layout': ['static/chunks/site.js', 'static/css/site.css'],
  '[project]/src/app/[site]/search/page': ['static/chunks/site.js', 'static/chunks/search.js'],
})
manifest('(payload)/admin', { '[project]/src/app/(payload)/layout': ['static/chunks/admin.js'] })

describe('compile hints', () => {
  it('mark the scripts a dealer page starts with: the root chunks and the site routes’ entry chunks, not the admin’s', () => {
    expect(startupScripts(build).sort()).toEqual(
      ['static/chunks/react.js', 'static/chunks/router.js', 'static/chunks/search.js', 'static/chunks/site.js'].sort(),
    )
  })

  it('go at the very top of a script, once', () => {
    const file = path.join(build, 'chunk.js')
    writeFileSync(file, '(()=>{})()')
    expect(markScript(file)).toBe(true)
    expect(markScript(file)).toBe(false)
    expect(readFileSync(file, 'utf8')).toBe(`${COMPILE_HINT}(()=>{})()`)
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n')
  })
})
