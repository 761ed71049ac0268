import { expect } from '@playwright/test'
import { adminHydrated, platformUrl, signInToAdmin, staffSession, test } from './env'

// A page's address is made from its title, not asked for as a required field to leave empty;
// the blocks of a page are named by their headings, not "Hero banner Untitled".
test('a new page’s slug follows its title; page blocks are named by their headings', async ({ page, request }) => {
  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  await page.goto(platformUrl('/admin/collections/pages/create'))
  // Typed once the admin has hydrated: on a cold server keystrokes can land before it, and a
  // draft then saves without its (required) title.
  await adminHydrated(page)
  await page.locator('#field-title').fill('Spring service week')
  // The slug is locked to the title (no required field to leave empty) until staff unlock it.
  await expect(page.locator('#field-slug')).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Unlock' })).toBeVisible()
  await page.getByRole('button', { name: 'Save Draft' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/pages\/[^/]+$/)
  await expect(page.locator('#field-slug')).toHaveValue('spring-service-week')

  await page.goto(platformUrl('/admin/collections/pages?limit=50'))
  // A row's link clicked before the list has hydrated can be lost.
  await adminHydrated(page)
  await page.getByRole('link', { name: 'Welcome to Harbour City Toyota' }).click()
  const layout = page.locator('#field-layout')
  // The home page's first block is its hero: its row shows the hero's heading.
  const hero = await request
    .get(platformUrl('/api/pages?where[slug][equals]=home&depth=0&limit=1'), {
      headers: { Authorization: `JWT ${(await staffSession(request, 'editor@harbour-toyota.test')).token}` },
    })
    .then(
      async (r) =>
        ((await r.json()) as { docs: { layout: { blockType: string; heading?: string }[] }[] }).docs[0]!.layout,
    )
  const named = hero.find((block) => block.heading)!
  await expect(layout.getByText(named.heading!, { exact: true }).first()).toBeVisible()
  await expect(layout.getByText('Untitled', { exact: true })).toHaveCount(0)

  // The block chooser groups the blocks and shows a picture of each with what it does.
  await page.getByRole('button', { name: 'Add Layout' }).click()
  await expect(page.getByRole('heading', { level: 2, name: 'Add Layout' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 3, name: 'Stock and models' })).toBeVisible()
  const stockGrid = page.getByRole('img', { name: 'Cars from stock, narrowed by type, make, body and price.' })
  await expect(stockGrid).toBeVisible()
  await expect.poll(() => stockGrid.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480)
})
