import { expect } from '@playwright/test'
import { platformUrl, signInThroughForm, test } from './env'

test('an editor logs in to /admin and sees only their own dealer’s documents', async ({ page }) => {
  await page.goto(platformUrl('/admin/login'))
  // The sign-in screen names the platform, not the framework it is built on.
  await expect(page.getByText('Dealer Platform', { exact: true })).toBeVisible()
  await expect(page).toHaveTitle(/Dealer Platform/)
  await signInThroughForm(page, 'editor@harbour-toyota.test')
  // The menu holds their dealer's work, not the platform's: no staff list, no shared manufacturers.
  const menu = page.getByRole('navigation').first()
  await expect(menu.getByRole('link', { name: 'Pages', exact: true })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Staff users' })).toHaveCount(0)
  await expect(menu.getByRole('link', { name: 'Manufacturers' })).toHaveCount(0)
  // The account button is an icon, not a photo fetched from Gravatar (a broken image offline).
  await expect(page.getByRole('link', { name: 'Account' }).locator('img')).toHaveCount(0)

  await page.goto(platformUrl('/admin/collections/pages?limit=50'))
  await expect(page.getByRole('link', { name: 'Welcome to Harbour City Toyota' })).toBeVisible()
  await expect(page.getByText('Southern Cross Motor Group')).toHaveCount(0)
  await expect(page.getByText('Outback Cars & Caravans')).toHaveCount(0)

  await page.goto(platformUrl('/admin/collections/tenants'))
  await expect(page.getByRole('link', { name: 'Harbour City Toyota' })).toBeVisible()
  await expect(page.getByText('Southern Cross Motor Group')).toHaveCount(0)
})
