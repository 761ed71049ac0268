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
  // Until react-aria has hydrated the tabs, an arrow key does nothing: press again until it has.
  await expect(async () => {
    await tabs.getByRole('tab', { name: 'Dealer Comments' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'What’s Included' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 1_000,
    })
  }).toPass({ timeout: 15_000 })
  await expect(page.getByRole('tabpanel')).toHaveText('A second panel.')

  const opener = page.getByRole('button', { name: 'Holiday hours of the example dealership' })
  await opener.click()
  await expect(page.getByRole('dialog')).toContainText('Boxing Day')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(opener).toBeFocused()
})

test('the carousel swipes natively from the first paint and steps with its arrows once swiper has loaded', async ({
  page,
}) => {
  await page.goto(siteUrl('harbour-toyota', '/design-system'))
  const carousel = page.getByRole('group', { name: 'Example cards' })
  const previous = carousel.getByRole('button', { name: 'Previous cards' })
  const next = carousel.getByRole('button', { name: 'Next cards' })
  await expect(previous).toBeDisabled()
  // swiper takes over after the page's load event.
  await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/)
  for (let i = 0; i < 6 && (await next.isEnabled()); i++) await next.click()
  await expect(next).toBeDisabled()
  await expect(previous).toBeEnabled()
  await expect(carousel.getByRole('group', { name: '5 of 5' })).toBeInViewport()

  const banners = page.getByRole('group', { name: 'Example banners' })
  await banners.scrollIntoViewIfNeeded()
  await banners.getByRole('button', { name: 'Go to slide 3' }).click()
  await expect(banners.getByRole('group', { name: '3 of 3' })).toBeInViewport()
  await expect(banners.getByRole('button', { name: 'Next banners' })).toBeDisabled()
  await expectAccessible(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('a carousel is a row that scrolls, without arrows that could not work', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/design-system'))
    const carousel = page.getByRole('group', { name: 'Example cards' })
    await expect(carousel.getByRole('button', { name: 'Next cards' })).toBeHidden()
    const row = carousel.locator('.swiper-wrapper')
    const last = carousel.getByRole('group', { name: '5 of 5' })
    const rowBox = (await row.boundingBox())!
    expect((await last.boundingBox())!.x).toBeGreaterThan(rowBox.x + rowBox.width)
    await row.evaluate((element) => (element.scrollLeft = element.scrollWidth))
    // (Measured, not observed: an IntersectionObserver does not report on a page without JavaScript.)
    await expect
      .poll(async () => (await last.boundingBox())!.x + (await last.boundingBox())!.width)
      .toBeLessThanOrEqual(rowBox.x + rowBox.width + 1)
  })
})

test('a toast shows on demand, is announced in a landmark and closes with its Dismiss button', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/design-system'))
  await page.getByRole('button', { name: 'Show a toast' }).click()
  const region = page.getByRole('region', { name: 'Notifications' })
  await expect(region).toContainText('Link copied.')
  // Focus in the region pauses the toast's 6 s timer (react-aria), so it outlasts a slow axe scan.
  const dismiss = region.getByRole('button', { name: 'Dismiss' })
  await dismiss.focus()
  await expectAccessible(page)
  await dismiss.press('Enter')
  await expect(region).toHaveCount(0)
})
