import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const PASSWORD = process.env.SEED_PASSWORD ?? 'e2e-password'

/** A dealer site as its visitors reach it in development: http://<slug>.localhost:<port>. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`
export const platformUrl = (path = '/') => `http://localhost:${PORT}${path}`

/**
 * For Node-side API requests: Node's resolver does not map *.localhost to loopback
 * (browsers do), so connect to 127.0.0.1 and name the tenant in the Host header.
 */
export const siteRequest = (slug: string, path: string) =>
  [`http://127.0.0.1:${PORT}${path}`, { headers: { Host: `${slug}.localhost:${PORT}` } }] as const

/** WCAG 2.2 AA checks with axe-core; fails with the list of violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}
