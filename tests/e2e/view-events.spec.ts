// The spec's view and call events reach the dealer's tag manager: 49 for a search, 4 for a used
// car's page, 25 for a tap on any of the dealer's phone numbers.
import { expect, type Page } from '@playwright/test'
import { recordAnalytics, recordedAnalytics, siteUrl, test } from './env'

/** Keeps the browser from following tel: links (it would leave the page); the page's own handler still runs. */
const stayOnPage = (page: Page) =>
  page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault()
      },
      true,
    ),
  )

test('a search, a used car’s page and a call send events 49, 4 and 25', async ({ page }) => {
  await recordAnalytics(page)
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  const count = Number((await page.locator('#search-results-heading').textContent())!.replace(/\D/g, ''))
  await expect
    .poll(() => recordedAnalytics(page))
    .toContainEqual(
      expect.objectContaining({ eventId: 49, path: '/search/used-cars', count, page: 1, dealer: 'southern-cross' }),
    )

  const href = (await page.getByRole('link', { name: 'View Details' }).first().getAttribute('href'))!
  await page.goto(siteUrl('southern-cross', href))
  await expect
    .poll(() => recordedAnalytics(page))
    .toContainEqual(expect.objectContaining({ eventId: 4, car_id: href.split('/').at(-1) }))

  // Southern Cross shows its number from the start; a tap on it is the call event. (The test
  // keeps the browser from following the tel: link; the page's own handler still runs.)
  await stayOnPage(page)
  await page.locator('.vehicle-actions a[href^="tel:"]').click()
  await expect
    .poll(() => recordedAnalytics(page))
    .toContainEqual(expect.objectContaining({ eventId: 25, car_id: href.split('/').at(-1), place: 'page' }))

  // Every other phone number on the site is a call too: the header's (shown on phones) and the
  // contact page's.
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto(siteUrl('southern-cross', '/contact-us'))
  await stayOnPage(page)
  await page.locator('header a[href^="tel:"]').first().click()
  await page.locator('main a[href^="tel:"]').first().click()
  await expect
    .poll(async () => (await recordedAnalytics(page)).filter((event) => event.eventId === 25).map((e) => e.place))
    .toEqual(['page', 'header', 'page'])
})
