// The car page's text rules: dealer comments cut at 400 characters with Show More / Show Less
// (by keyboard), "Dealer comments are pending" for a car without any, and a lapsed registration
// read as "Unregistered" while a current one reads "Expires on" its date.
import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

test('dealer comments and registration read as the spec says', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  const hrefs = await page
    .getByRole('link', { name: 'View Details' })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  const seen = { long: false, pending: false, unregistered: false, expires: false }
  for (const href of hrefs) {
    await page.goto(siteUrl('harbour-toyota', href))
    const comments = page.getByRole('region', { name: 'Dealer Comments' })
    const registration = page.locator('.vehicle-specs div').filter({ hasText: 'Registration expiry' }).locator('dd')
    const rego = (await registration.count()) ? await registration.textContent() : null
    if (rego === 'Unregistered') seen.unregistered = true
    if (rego && /^Expires on \d{1,2} [A-Z][a-z]+ \d{4}$/.test(rego)) seen.expires = true

    if (!seen.pending && (await comments.textContent())!.includes('Dealer comments are pending')) {
      await expect(comments).toContainText('Dealer comments are pending. Please check back here later.')
      seen.pending = true
    }
    const more = comments.getByRole('button', { name: 'Show More' })
    if (!seen.long && (await more.count())) {
      await expect(comments).not.toContainText('on-the-spot valuation')
      await more.focus()
      await page.keyboard.press('Enter')
      await expect(comments).toContainText('on-the-spot valuation')
      const less = comments.getByRole('button', { name: 'Show Less' })
      await expect(less).toHaveAttribute('aria-expanded', 'true')
      await expectAccessible(page)
      await less.focus()
      await page.keyboard.press('Enter')
      await expect(comments).not.toContainText('on-the-spot valuation')
      seen.long = true
    }
    if (Object.values(seen).every(Boolean)) break
  }
  expect(seen).toEqual({ long: true, pending: true, unregistered: true, expires: true })
})
