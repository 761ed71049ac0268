import http from 'node:http'
import { expect } from '@playwright/test'
import { siteRequest, siteUrl, test } from './env'
import { firstCarInStock } from './leadForms'

// First-load JavaScript per page: every script the page fetches as it loads and comes to life
// (not what it fetches when used: the gallery viewer, dialogs, the mega-menu), counted at its
// Brotli size, as every current browser receives it. Next 16.4 and React 19.3 alone cost
// 112 KB on an App Router page that renders one heading (measured on a bare `create-next-app`
// build); the budgets hold what the pages add above that.
const BUDGET_KB = { home: 135, search: 145, car: 135 } as const

/** The bytes a browser receives for a script: Node's http, which (unlike Playwright's request) does not decode the body. */
const brotliBytes = (path: string) =>
  new Promise<number>((resolve, reject) => {
    const [url, init] = siteRequest('harbour-toyota', path)
    http
      .get(url, { headers: { ...init.headers, 'accept-encoding': 'br' } }, (response) => {
        if (response.headers['content-encoding'] !== 'br') reject(new Error(`${path} was not sent with Brotli`))
        let bytes = 0
        response.on('data', (chunk: Buffer) => (bytes += chunk.length))
        response.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })

for (const [name, budget] of Object.entries(BUDGET_KB)) {
  test(`the ${name} page loads at most ${budget} KB of JavaScript before it is used`, async ({ page, request }) => {
    const path =
      name === 'home'
        ? '/'
        : name === 'search'
          ? '/search/used-cars'
          : `/cars/${(await firstCarInStock(request, 'harbour-toyota', 'car_type=used')).slug}`
    await page.goto(siteUrl('harbour-toyota', path))
    await expect(page.locator('html[data-running]')).toHaveCount(1)
    await page.waitForLoadState('networkidle')
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js')),
    )
    expect(scripts.length).toBeGreaterThan(0)
    let total = 0
    for (const script of new Set(scripts)) total += await brotliBytes(script)
    expect(Math.round(total / 1024), scripts.join(' ')).toBeLessThanOrEqual(budget)
  })
}
