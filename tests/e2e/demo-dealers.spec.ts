import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

// Every page type, on each demo dealer (brand, group and independent templates).
const DEALERS = [
  { slug: 'harbour-toyota', name: 'Harbour City Toyota' },
  { slug: 'southern-cross', name: 'Southern Cross Motor Group' },
  { slug: 'outback-cars', name: 'Outback Cars & Caravans' },
]

for (const dealer of DEALERS) {
  test.describe(dealer.name, () => {
    test('home and a page built from blocks', async ({ page }) => {
      expect((await page.goto(siteUrl(dealer.slug)))?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('region', { name: /Our locations/i }).first()).toBeVisible()
      await expectAccessible(page)

      // The page opens on a hero: its headline is the page's one h1, in place of the title.
      await page.goto(siteUrl(dealer.slug, '/about-us'))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`About ${dealer.name}`)
      await expect(page.getByRole('heading', { name: 'About Us' })).toHaveCount(0)
      await expect(page.getByRole('region', { name: 'Our guarantees' })).toBeVisible()
      await expect(page.getByRole('region', { name: 'What our customers say' })).toBeVisible()
      await expectAccessible(page)
    })

    test('a location with its holiday hours', async ({ page }) => {
      await page.goto(siteUrl(dealer.slug, '/contact-us'))
      await page
        .getByRole('link', { name: /View details of/i })
        .first()
        .click()
      await expect(page).toHaveURL(/\/contact-us\/[a-z0-9-]+$/)
      await page.getByRole('button', { name: /^Holiday hours of/ }).click()
      const dialog = page.getByRole('dialog', { name: /^Holiday hours:/ })
      await expect(dialog.getByRole('row', { name: /Christmas Day/ })).toContainText('Closed')
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
    })

    test('an offer', async ({ page }) => {
      await page.goto(siteUrl(dealer.slug, '/special-offers'))
      const first = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link')
      const name = await first.textContent()
      await first.click()
      await expect(page).toHaveURL(/\/offers\//)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name!)
      await expectAccessible(page)
    })

    test('legal pages and a branded 404', async ({ page }) => {
      for (const [path, title] of [
        ['/terms-and-conditions', /Terms/],
        ['/privacy-policy', /Privacy/],
        ['/pages/complaint-handling-process', /Complaint/],
      ] as const) {
        expect((await page.goto(siteUrl(dealer.slug, path)))?.status(), path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expectAccessible(page)
      }
      expect((await page.goto(siteUrl(dealer.slug, '/no-such-page')))?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
      // The dealer's header: its logo (named by its alt text) links home.
      await expect(
        page.getByRole('banner').getByRole('link', { name: new RegExp(dealer.name.split(' ')[0]!) }),
      ).toHaveAttribute('href', '/')
      await expect(page.getByRole('main').getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      await expectAccessible(page)
    })
  })
}
