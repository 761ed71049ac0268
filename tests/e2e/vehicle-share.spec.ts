// A car page's Share and Print: the share sheet where the browser has one, otherwise the link
// copied with a toast (the design system's toast), and a printout of the car alone.
import { expect, type Page } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

async function openFirstUsedCar(page: Page) {
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  const href = (await page.getByRole('link', { name: 'View Details' }).first().getAttribute('href'))!
  await page.goto(siteUrl('harbour-toyota', href))
  return { title: (await page.getByRole('heading', { level: 1 }).textContent())!, url: siteUrl('harbour-toyota', href) }
}

test('Share copies the car’s link and a toast says so, until dismissed', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { url } = await openFirstUsedCar(page)
  // The toast region loads with the first toast, not with the page.
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Share' }).click()
  const toast = page.getByRole('region', { name: 'Notifications' }).getByText('Link copied.', { exact: false })
  await expect(toast).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(toast).toHaveCount(0)
})

test('where the browser will not copy, the toast says to copy the address bar', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    })
  })
  await openFirstUsedCar(page)
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Copy it from the address bar.')
})

test('a phone’s share sheet gets the car’s title and link, and no toast shows', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { shared })
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) })
  })
  const { title, url } = await openFirstUsedCar(page)
  await page.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title, url }])
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0)
})

test('Print prints the car: its photo, price and details, without the site’s navigation, forms or buttons', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.assign(window, { printed: 0 })
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  await openFirstUsedCar(page)
  await page.getByRole('button', { name: 'Print' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.vehicle-photos li').first()).toBeVisible()
  await expect(page.locator('.vehicle-summary .car-price')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible()
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Share' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Book A Test Drive' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Enquire about this car' })).toBeHidden()
  await expect(page.locator('.vehicle-photos li').nth(1)).toBeHidden()
})
