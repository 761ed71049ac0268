// Each dealer's design system page: its colour roles meet AA in that dealer's theme, and the
// shared components work (tabs by keyboard, a dialog that gives the focus back).
import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

for (const dealer of ['harbour-toyota', 'southern-cross', 'outback-cars']) {
  test(`${dealer}'s design system meets WCAG AA in its own colours`, async ({ page }) => {
    const response = await page.goto(siteUrl(dealer, '/design-system'))
    expect(response?.status()).toBe(200)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    // Every colour pair states its ratio; each meets what it needs.
    for (const text of await page.locator('.ds-swatch span:last-child').allTextContents()) {
      const [, ratio, needed] = /^([\d.]+):1 \(needs ([\d.]+):1\)$/.exec(text)!
      expect(Number(ratio), text).toBeGreaterThanOrEqual(Number(needed))
    }
    await expectAccessible(page)
  })
}

test('the shared tabs work by keyboard and a dialog gives the focus back', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/design-system'))
  const tabs = page.getByRole('tablist', { name: 'Example sections' })
  await tabs.getByRole('tab', { name: 'Dealer Comments' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.getByRole('tab', { name: 'What’s Included' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toHaveText('A second panel.')

  const opener = page.getByRole('button', { name: 'Holiday hours of the example dealership' })
  await opener.click()
  await expect(page.getByRole('dialog')).toContainText('Boxing Day')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
})
