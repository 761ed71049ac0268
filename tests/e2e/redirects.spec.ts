import { expect, type APIRequestContext } from '@playwright/test'
import { adminHydrated, platformUrl, signInToAdmin, siteRequest, siteUrl, test } from './env'

// An editor's redirect sends an old address to its new place on the next visit, on their
// dealer's site only; real pages keep their own address.

/** The status and Location a dealer site answers for a path, without following redirects. */
async function answer(request: APIRequestContext, dealer: string, path: string) {
  const [url, { headers }] = siteRequest(dealer, path)
  const response = await request.get(url, { headers, maxRedirects: 0 })
  return { status: response.status(), location: response.headers()['location'] ?? null }
}

test('an editor creates a redirect in /admin and the old address leads to the new one', async ({ page, request }) => {
  // Before: the old address is a 404 (and that answer is cached like any page).
  expect((await answer(request, 'harbour-toyota', '/used-cars-for-sale')).status).toBe(404)
  expect((await answer(request, 'harbour-toyota', '/used-cars-for-sale')).status).toBe(404)

  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  // The admin names the editor's one dealer site in a cookie once the dashboard has hydrated;
  // a form opened before that saves without a dealer, which the tenant write guard refuses
  // (403, seen in full CI runs).
  await expect
    .poll(async () => (await page.context().cookies(platformUrl('/'))).some((c) => c.name === 'payload-tenant'), {
      timeout: 15_000,
    })
    .toBe(true)
  await page.goto(platformUrl('/admin/collections/redirects/create'))
  // A click on Save before the admin has hydrated does nothing (seen once on a loaded CI machine).
  await adminHydrated(page)
  await page.locator('#field-from').fill('/used-cars-for-sale/')
  await page.locator('#field-to').fill('/search/used-cars')
  await expect(async () => {
    if (page.url().endsWith('/create')) await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/successfully created|created successfully/i).first()).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 30_000 })
  await expect(page).toHaveURL(/\/redirects\/(?!create)[^/]+$/)
  const redirectInAdmin = page.url()

  // Permanent by default (308), in any letter case; a visitor lands on the stock.
  await expect
    .poll(() => answer(request, 'harbour-toyota', '/used-cars-for-sale'))
    .toEqual({ status: 308, location: '/search/used-cars' })
  expect(await answer(request, 'harbour-toyota', '/Used-Cars-For-Sale')).toEqual({
    status: 308,
    location: '/search/used-cars',
  })
  const visit = await page.goto(siteUrl('harbour-toyota', '/used-cars-for-sale'))
  expect(visit?.status()).toBe(200)
  expect(page.url()).toBe(siteUrl('harbour-toyota', '/search/used-cars'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars')

  // Temporary instead: 307.
  await page.goto(redirectInAdmin)
  await page.locator('#field-permanent').uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  await expect.poll(async () => (await answer(request, 'harbour-toyota', '/used-cars-for-sale')).status).toBe(307)

  // Another dealer's site does not have it, and addresses without a redirect stay 404s.
  expect((await answer(request, 'southern-cross', '/used-cars-for-sale')).status).toBe(404)
  expect((await answer(request, 'harbour-toyota', '/cars/no-such-car')).status).toBe(404)
  expect((await answer(request, 'harbour-toyota', '/used-cars-for-sale/2')).status).toBe(404)
})
