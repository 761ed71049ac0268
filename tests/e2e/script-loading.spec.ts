import { expect } from '@playwright/test'
import { siteRequest, siteUrl, test } from './env'

// The contract of src/lib/scriptsAfterFirstPaint.mjs with Next: the production server takes
// Next's scripts out of a dealer page's head and loads them after the first paint. It rewrites
// a framework's output, so this fails when Next's output changes under it: a script or script
// preload of Next's left where Next put it, a loader that misses one, or a page that no longer
// comes to life. (SCRIPTS_AFTER_FIRST_PAINT=0 turns the rewrite off.)
const NEXT_SCRIPT = /<script\b[^>]*\bsrc="[^"]*\/_next\/static\/[^"]*"[^>]*>/g
const NEXT_SCRIPT_PRELOAD = /<link\b[^>]*\brel="(?:module)?preload"[^>]*\bas="script"[^>]*>/g
const LOADER = /<script>\(function\(\)\{var started=false;.*?(\["\/_next\/static\/[^\]]+\])/

for (const path of ['/', '/search/new-used-and-demo-cars', '/special-offers']) {
  test(`Next’s scripts on ${path} load after the first paint, every one, and the page comes to life`, async ({
    request,
    page,
  }) => {
    const html = await (await request.get(...siteRequest('harbour-toyota', path))).text()
    // Next's nomodule polyfill stays: only browsers without modules fetch it, and they run no loader.
    expect((html.match(NEXT_SCRIPT) ?? []).filter((tag) => !/\bnoModule=""/i.test(tag))).toEqual([])
    expect(html.match(NEXT_SCRIPT_PRELOAD) ?? []).toEqual([])
    const loaded = JSON.parse(LOADER.exec(html)?.[1] ?? '[]') as string[]
    expect(loaded.length).toBeGreaterThan(0)
    for (const url of loaded) {
      const script = await request.get(...siteRequest('harbour-toyota', url))
      expect(script.status(), url).toBe(200)
      expect(script.headers()['content-type']).toMatch(/javascript/)
    }

    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto(siteUrl('harbour-toyota', path))
    // React hydrated the page (PageRunning marks it) and every script the loader named was fetched.
    await expect(page.locator('html[data-running]')).toHaveCount(1)
    const requested = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    )
    for (const url of loaded) expect(requested).toContain(url)
    expect(errors).toEqual([])
  })
}
