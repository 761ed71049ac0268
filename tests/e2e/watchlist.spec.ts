import { expect, type Page } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'
import { firstCarInStock } from './leadForms'
import { signInWithCode, SMS_INBOX } from './visitorSignIn'

// The watchlist end to end: Save on a car sends a signed-out visitor through the sign-in (the
// code read from the local SMS inbox, scripts/e2e.mjs) and back with the car saved; My Garage
// lists it after a reload and removes it; the account can be deleted.
const INBOX = SMS_INBOX

const events = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: { eventId: number }[] }).dataLayer?.map((e) => e.eventId) ?? [])

test('Save sends a signed-out visitor through the sign-in and back with the car saved; My Garage keeps and removes it', async ({
  page,
  request,
}) => {
  test.skip(!INBOX, 'scripts/e2e.mjs gives the server a local SMS inbox')
  const car = await firstCarInStock(request, 'harbour-toyota', 'car_type=used')
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
  await expect(page.locator('html[data-running]')).toHaveCount(1)
  const save = page.getByRole('button', { name: 'Save', exact: true })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('type') === 'watchlist')

  await signInWithCode(page, '0412 777 101', '+61412777101')
  expect(new URL(page.url()).pathname).toBe(`/cars/${car.slug}`)
  const saved = page.getByRole('button', { name: 'Saved', exact: true })
  await expect(saved).toHaveAttribute('aria-pressed', 'true')
  const toast = page.getByRole('region', { name: 'Notifications' })
  await expect(toast.getByText('Car Saved In Watchlist')).toBeVisible()
  await expect(toast.getByRole('link', { name: 'View List' })).toHaveAttribute('href', '/my-garage')
  expect(await events(page)).toContain(39)
  await expectAccessible(page)

  await page.goto(siteUrl('harbour-toyota', '/my-garage'))
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
  const watchlist = page.getByRole('region', { name: 'Your watchlist' })
  await page.reload()
  await expect(page.locator('html[data-running]')).toHaveCount(1)
  await expect(watchlist.getByRole('listitem')).toHaveCount(1)
  await expect(watchlist.locator(`a[href="/cars/${car.slug}"]`)).toHaveCount(1)
  // The cars this browser viewed (kept by the browser, spec: viewed cars), the latest first.
  const viewed = page.getByRole('region', { name: 'Recently viewed' })
  await expect(viewed.getByRole('listitem').first().locator(`a[href="/cars/${car.slug}"]`)).toHaveCount(1)
  await expectAccessible(page)
  await watchlist.getByRole('button', { name: /^Remove/ }).click()
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Car Removed')).toBeVisible()
  await expect(watchlist.getByText('No saved cars yet.')).toBeVisible()

  // Removed on the car's page too; pressing Save there saves it again in place.
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
  // Pressed only once the page's scripts run: a press before that does nothing.
  await expect(page.locator('html[data-running]')).toHaveCount(1)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Saved', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute('aria-pressed', 'false')
})

test('My Garage sends a signed-out visitor to sign in and back; an account deleted is signed out everywhere', async ({
  page,
}) => {
  test.skip(!INBOX, 'scripts/e2e.mjs gives the server a local SMS inbox')
  await page.goto(siteUrl('southern-cross', '/my-garage'))
  await page.waitForURL((url) => url.pathname === '/sign-in')
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/my-garage')
  await signInWithCode(page, '0412 777 102', '+61412777102')
  expect(new URL(page.url()).pathname).toBe('/my-garage')

  // A phone: one column, nothing wider than the screen.
  await page.setViewportSize({ width: 375, height: 740 })
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  await expect(page.getByText('0412777102').first()).toBeVisible()

  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
  await expect(dialog).toBeVisible()
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Delete my account' }).click()
  await page.waitForURL((url) => url.pathname === '/')
  const status = await page.evaluate(async () => (await fetch('/api/visitor/session')).status)
  expect(status).toBe(401)
  await page.goto(siteUrl('southern-cross', '/my-garage'))
  await page.waitForURL((url) => url.pathname === '/sign-in')
})
