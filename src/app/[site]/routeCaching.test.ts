import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Dealer pages are cached as whole routes (layout.tsx); a cached render sees an empty query
// string, so a page that reads one must render per request or it silently ignores it.
const siteRoutes = path.resolve('src/app/[site]')

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return pageFiles(full)
    return entry.name === 'page.tsx' ? [full] : []
  })
}

describe('dealer site route caching', () => {
  it('renders every page that reads the query string per request', () => {
    const readingQuery = pageFiles(siteRoutes).filter((file) => readFileSync(file, 'utf8').includes('searchParams'))
    expect(readingQuery.length).toBeGreaterThan(0)
    const cachedAnyway = readingQuery.filter(
      (file) => !/export const dynamic = 'force-dynamic'/.test(readFileSync(file, 'utf8')),
    )
    expect(cachedAnyway.map((file) => path.relative(siteRoutes, file))).toEqual([])
  })
})
