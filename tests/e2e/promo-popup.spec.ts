import { expect, test, type Page } from '@playwright/test'
import { expectAccessible, siteRequest, siteUrl, untilPageRuns } from './env'

// The seeded Toyota dealer runs a "Runout sale on selected new Toyotas" popup (live for 30 days).
test('the promotional popup appears after the first render, closes, and stays closed on the next visit', async ({
  page,
}) => {
  const loadedAt = Date.now()
  await page.goto(siteUrl('harbour-toyota'))
  const popup = page.getByRole('dialog', { name: 'Runout sale on selected new Toyotas' })
  await expect(popup).toHaveCount(0) // not part of the first render
  // It waits for the visitor's first interaction (at the earliest 2.5 s after load).
  await page.waitForLoadState('networkidle')
  await page.mouse.wheel(0, 300)
  await expect(popup).toBeVisible({ timeout: 5_000 })
  const box = (await page.locator('.popup').boundingBox())!
  expect(box.width).toBeLessThanOrEqual(600)
  expect(box.height).toBeLessThanOrEqual(0.8 * page.viewportSize()!.height)
  await expect(popup.getByRole('link', { name: 'See the offers' })).toHaveAttribute('href', '/special-offers')
  await expectAccessible(page)

  await popup.getByRole('button', { name: 'Close' }).click()
  await expect(popup).toHaveCount(0)
  // The page's 10 s moment passes: a popup closed on this page stays closed.
  await page.waitForTimeout(Math.max(0, loadedAt + 11_000 - Date.now()))
  await expect(popup).toHaveCount(0)
  await page.reload({ waitUntil: 'networkidle' })
  await page.mouse.wheel(0, 300)
  await page.waitForTimeout(3_500) // engaged and past the earliest moment: it would be open by now
  await expect(popup).toHaveCount(0)

  // Each dealer has its own popup, remembered separately.
  // A visitor who does not interact sees it after 10 s.
  await page.goto(siteUrl('southern-cross'))
  const groupPopup = page.getByRole('dialog', { name: 'Seven brands, one group' })
  await page.waitForTimeout(5_000)
  await expect(groupPopup).toHaveCount(0)
  await expect(groupPopup).toBeVisible({ timeout: 10_000 })
  await page.keyboard.press('Escape')
  await expect(groupPopup).toHaveCount(0)
  await page.reload({ waitUntil: 'networkidle' })
  await page.mouse.wheel(0, 300)
  await page.waitForTimeout(3_500)
  await expect(groupPopup).toHaveCount(0)

  // A dealer without a popup never shows one.
  await page.goto(siteUrl('outback-cars'), { waitUntil: 'networkidle' })
  await page.mouse.wheel(0, 300)
  await page.waitForTimeout(3_500)
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the popup waits while the visitor is in a form, and opens once they leave it', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/contact-us'), { waitUntil: 'networkidle' })
  const popup = page.getByRole('dialog', { name: 'Runout sale on selected new Toyotas' })
  const name = page.getByRole('textbox', { name: 'First name' })
  await name.click()
  // Typing past the popup's latest moment (10 s): it must neither open nor take a letter.
  await name.pressSequentially('Jessica Thompson', { delay: 750 })
  await expect(popup).toHaveCount(0)
  await expect(name).toHaveValue('Jessica Thompson')
  await expect(name).toBeFocused()
  // Done with the form: the popup follows within a couple of seconds.
  await page.getByRole('heading', { level: 1 }).click()
  await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await expect(popup).toBeVisible({ timeout: 5_000 })
})

test.describe('the popup never lands on what the visitor just opened', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  const popup = (page: Page) => page.getByRole('dialog', { name: 'Runout sale on selected new Toyotas' })
  /** Running and past the popup's earliest moment (2.5 s), with no interaction yet: the next tap would have opened it. */
  const pastEarliest = async (page: Page) => {
    await untilPageRuns(page)
    await page.waitForTimeout(3_000)
  }

  test('the tap that opens the menu does not open the popup over it', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'))
    await pastEarliest(page)
    const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Menu' })
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await page.waitForTimeout(3_000)
    await expect(popup(page)).toHaveCount(0)
    // Once the menu is closed it may come.
    await menu.click()
    await expect(popup(page)).toBeVisible({ timeout: 5_000 })
  })

  test('the tap that opens the filters does not open the popup under their drawer', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/search/new-used-and-demo-cars'))
    await pastEarliest(page)
    await page.getByRole('button', { name: 'Filters', exact: true }).click()
    const drawer = page.getByRole('dialog', { name: 'Filter stock' })
    await expect(drawer).toBeVisible()
    await page.waitForTimeout(3_000)
    await expect(popup(page)).toHaveCount(0)
    // The drawer takes the next tap, as it would without a popup.
    await drawer.locator('summary', { hasText: /^Model$/ }).click()
    await expect(drawer.getByRole('checkbox').first()).toBeVisible()
  })

  test('the tap that opens the full-screen photos does not open the popup over them', async ({ page, request }) => {
    const found = (await (
      await request.get(...siteRequest('harbour-toyota', '/api/search?sortBy=price_desc'))
    ).json()) as {
      hits: { slug: string }[]
    }
    await page.goto(siteUrl('harbour-toyota', `/cars/${found.hits[0]!.slug}`))
    await pastEarliest(page)
    await page.getByRole('region', { name: 'Photos' }).getByRole('button', { name: 'Full screen' }).click()
    await expect(page.getByRole('dialog', { name: /Photos of/ })).toBeVisible()
    await page.waitForTimeout(3_000)
    await expect(popup(page)).toHaveCount(0)
  })
})
