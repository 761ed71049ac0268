import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

// The visitor's last searches (spec: the last 5, with their refinements and path), kept by
// their browser for the dealer's site and offered again on the search page.
test('searches with refinements are offered again on the search page, the latest first', async ({ page }) => {
  const recent = page.getByRole('navigation', { name: 'Your recent searches' })
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  await expect(page.getByRole('heading', { level: 2, name: /vehicles?$/ })).toBeVisible()
  await expect(recent).toHaveCount(0)

  await page.goto(siteUrl('harbour-toyota', '/search/used-cars?fuel=Diesel'))
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars?sortBy=price_asc'))
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars?body=Ute&page=2'))
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  const links = recent.getByRole('link')
  // A sort alone refines nothing; the page number is not part of a search.
  await expect(links).toHaveCount(2)
  await expect(links.nth(0)).toHaveAttribute('href', '/search/used-cars?body=Ute')
  await expect(links.nth(0)).toContainText('Ute')
  await expect(links.nth(1)).toHaveAttribute('href', '/search/used-cars?fuel=Diesel')
  await expectAccessible(page)

  // The search shown is not offered as a past one; another dealer's site has none of them.
  await links.nth(1).click()
  await page.waitForURL((url) => url.searchParams.get('fuel') === 'Diesel')
  await expect(recent.getByRole('link')).toHaveCount(1)
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  await expect(page.getByRole('heading', { level: 2, name: /vehicles?$/ })).toBeVisible()
  await expect(recent).toHaveCount(0)
})
