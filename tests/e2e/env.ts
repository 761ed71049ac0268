import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test'

export const PORT = Number(process.env.E2E_PORT ?? 3100)
export const PASSWORD = process.env.SEED_PASSWORD ?? 'e2e-password'

/** A dealer site as its visitors reach it in development: http://<slug>.localhost:<port>. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`
export const platformUrl = (path = '/') => `http://localhost:${PORT}${path}`
/**
 * Where the admin's Preview opens a dealer's pages: the platform's own host for it
 * (TENANT_HOST_SUFFIXES' first entry, set by scripts/e2e.mjs), not the public address that
 * siteUrl stands in for, as a dealer's domain whose DNS has not moved to the platform.
 */
export const previewUrl = (slug: string, path = '/') => `http://${slug}.preview.localhost:${PORT}${path}`

/**
 * For Node-side API requests: Node's resolver does not map *.localhost to loopback
 * (browsers do), so connect to 127.0.0.1 and name the tenant in the Host header.
 */
export const siteRequest = (slug: string, path: string) =>
  [`http://127.0.0.1:${PORT}${path}`, { headers: { Host: `${slug}.localhost:${PORT}` } }] as const

/** Whether an answer was sent without rendering: from the server's page cache or Next's route cache. */
export const sentWithoutRendering = (headers: Record<string, string>) =>
  headers['x-page-cache'] === 'hit' || headers['x-nextjs-cache'] === 'HIT'

/** Resolves once nothing answers on `port` any more (a server stopped or killed), failing after `timeout` ms. */
export async function untilStopped(port: number, timeout: number): Promise<void> {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => 'answering',
          () => 'stopped',
        ),
      { timeout },
    )
    .toBe('stopped')
}

/**
 * WCAG 2.2 AA checks with axe-core; fails with the list of violations. `within` limits the
 * check to our own part of a page Payload draws around it (the admin's custom views).
 */
export async function expectAccessible(page: Page, within?: string) {
  const builder = new AxeBuilder({ page })
  if (within) builder.include(within)
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])
}

/** Makes pages of this context treat the dealer's promotional popup as already closed. */
export async function withPopupsClosed<T extends Page | BrowserContext>(target: T): Promise<T> {
  await target.addInitScript(() => {
    const getItem = Storage.prototype.getItem
    Storage.prototype.getItem = function (key: string) {
      return key.startsWith('promo-popup-closed:') ? 'closed by the test set-up' : getItem.call(this, key)
    }
  })
  return target
}

/**
 * Waits, after a page has loaded, until a dealer page runs (`<html data-running>`,
 * src/app/[site]/shell/PageRunning.tsx): its scripts are fetched after its first paint, and a
 * menu tapped or a filter changed before they have run does nothing. Pages that are not a
 * dealer's, and dealer pages without JavaScript (no `js` class), are not waited for.
 */
export async function untilPageRuns(page: Page) {
  await page.waitForFunction(
    () => !document.documentElement.classList.contains('js') || 'running' in document.documentElement.dataset,
  )
}

/** The page, with `goto` and `reload` waiting until a dealer page runs (unless asked to return at an earlier point). */
function withPagesRunning(page: Page) {
  const early = (options?: { waitUntil?: string }) =>
    options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (!early(options)) await untilPageRuns(page)
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (options) => {
    const response = await reload(options)
    if (!early(options)) await untilPageRuns(page)
    return response
  }
  return page
}

/**
 * Playwright's test, with the promotional popup treated as closed on every page, so it
 * cannot cover what a test is doing, and `page.goto` returning once a dealer page runs. The
 * popup's own test uses Playwright's plain test.
 */
export const test = base.extend({
  context: async ({ context }, provide) => {
    await provide(await withPopupsClosed(context))
  },
  page: async ({ page }, provide) => {
    await provide(withPagesRunning(page))
  },
})

/**
 * Keeps every analytics event the site sends (the `site:analytics` window event beside each
 * data-layer push) in the tab's session storage, so a test can read the events of a page the
 * visitor has already left (a form that goes on to /success).
 */
export async function recordAnalytics(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('site:analytics', (event) => {
      const kept = JSON.parse(sessionStorage.getItem('test-analytics') ?? '[]') as unknown[]
      kept.push((event as CustomEvent).detail)
      sessionStorage.setItem('test-analytics', JSON.stringify(kept))
    })
  })
}

export const recordedAnalytics = (page: Page) =>
  page.evaluate(
    () => JSON.parse(sessionStorage.getItem('test-analytics') ?? '[]') as { eventId: number; [key: string]: unknown }[],
  )

/** The recorded events a visitor's enquiry sent: those of pages viewed (49, 4) and calls (25) left out. */
export const recordedLeadEvents = async (page: Page) =>
  (await recordedAnalytics(page)).filter((event) => ![49, 4, 25].includes(event.eventId))

/** The site's events in the page's data layer (what a tag manager container reads), as "eventId category". */
export const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { eventId?: number; category?: string }[] }).dataLayer ?? [])
      .filter((event) => typeof event.eventId === 'number')
      .map((event) => `${event.eventId} ${event.category}`),
  )

/**
 * Staff sessions, one sign-in per account for the whole run: the server allows one address 30
 * sign-ins in 15 minutes, and every browser test runs from 127.0.0.1.
 */
const sessions = new Map<string, { token: string; user: { tenants?: { tenant: unknown }[] } }>()

export async function staffSession(request: APIRequestContext, email: string) {
  let session = sessions.get(email)
  if (!session) {
    const login = await request.post(platformUrl('/api/users/login'), { data: { email, password: PASSWORD } })
    if (!login.ok()) throw new Error(`${email} could not sign in (${login.status()}): ${await login.text()}`)
    session = (await login.json()) as { token: string; user: { tenants?: { tenant: unknown }[] } }
    sessions.set(email, session)
  }
  return session
}

/**
 * Opens /admin signed in as `email` (Payload's session cookie), without another sign-in; the
 * dashboard visit is where the admin settles which dealer site the staff member works on.
 */
export async function signInToAdmin(page: Page, request: APIRequestContext, email: string) {
  const { token } = await staffSession(request, email)
  await page.context().addCookies([{ name: 'payload-token', value: token, url: platformUrl('/') }])
  await page.goto(platformUrl('/admin'))
  await expect(page).toHaveURL(/\/admin\/?$/)
  // Once the dashboard runs: a navigation started before then can be overtaken by the
  // dashboard's own (a CI run ended on the dashboard instead of the page the test opened next).
  await adminHydrated(page)
}

/**
 * Opens Payload's admin menu when it is closed (it starts closed below 1440 px), once the
 * menu has hydrated: a click on "Open Menu" before then does nothing, and a closed menu is
 * inert (its links cannot be clicked).
 */
export async function openAdminMenu(page: Page) {
  const menu = await adminHydrated(page)
  await expect(async () => {
    if ((await menu.getAttribute('inert')) !== null)
      await page.getByRole('button', { name: 'Open Menu' }).click({ timeout: 2_000 })
    await expect(menu).not.toHaveAttribute('inert', { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  return page.getByRole('navigation').first()
}

/** Waits until Payload's admin page has hydrated (its menu says so); returns the menu. */
export async function adminHydrated(page: Page) {
  const menu = page.locator('aside.nav')
  await expect(menu).toHaveClass(/nav--nav-hydrated/)
  return menu
}

/**
 * Signs in through the admin's sign-in form, as a person does. Typed again until the form has
 * hydrated: on a cold server its first render can replace what was typed before it.
 */
export async function signInThroughForm(page: Page, email: string) {
  await page.goto(platformUrl('/admin/login'))
  await expect(async () => {
    await page.locator('#field-email').fill(email)
    await page.locator('#field-password').fill(PASSWORD)
    await page.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
}

/** Sets some of a dealer's settings as the platform admin, over REST: a test turning a dealer's switch. */
export async function setDealerSettings(request: APIRequestContext, slug: string, settings: Record<string, unknown>) {
  const admin = { Authorization: `JWT ${(await staffSession(request, 'admin@platform.test')).token}` }
  const found = (await (
    await request.get(platformUrl(`/api/tenants?where[slug][equals]=${slug}&depth=0`), { headers: admin })
  ).json()) as { docs: { id: string }[] }
  const response = await request.patch(platformUrl(`/api/tenants/${found.docs[0]!.id}`), {
    headers: admin,
    data: settings,
  })
  if (response.status() !== 200) throw new Error(`settings of ${slug}: ${response.status()} ${await response.text()}`)
}

/** Sets some of a dealer's stock settings. */
export const setStockSettings = (request: APIRequestContext, slug: string, stock: Record<string, unknown>) =>
  setDealerSettings(request, slug, { stock })
