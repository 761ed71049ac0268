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
    const comments = page.getByRole('tabpanel', { name: 'Dealer Comments' })
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

test('the car page’s tabs: the dealer’s texts for this kind of car, by keyboard', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars?certified=true'))
  const certifiedHref = (await page.getByRole('link', { name: 'View Details' }).first().getAttribute('href'))!
  await page.goto(siteUrl('harbour-toyota', '/search/new-cars'))
  const newHref = (await page.getByRole('link', { name: 'View Details' }).first().getAttribute('href'))!

  await page.goto(siteUrl('harbour-toyota', certifiedHref))
  const tabs = page.getByRole('tablist', { name: 'About this car' })
  await expect(tabs.getByRole('tab')).toHaveText([
    'Dealer Comments',
    'What’s Included',
    'Why Buy From Us?',
    'Protect Your Car',
  ])
  // Until react-aria has hydrated the tabs, an arrow key does nothing: press again until it has.
  await expect(async () => {
    await tabs.getByRole('tab', { name: 'Dealer Comments' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(tabs.getByRole('tab', { name: 'What’s Included' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 1_000,
    })
  }).toPass({ timeout: 15_000 })
  const included = page.getByRole('tabpanel', { name: 'What’s Included' })
  await expect(included).toContainText('Toyota Certified Pre-Owned')
  await expect(page.getByRole('tabpanel', { name: 'Dealer Comments' })).toBeHidden()
  await expectAccessible(page)

  // A new car shows the text for every car, not the used or certified ones.
  await page.goto(siteUrl('harbour-toyota', newHref))
  await page.getByRole('tab', { name: 'What’s Included' }).click()
  await expect(page.getByRole('tabpanel', { name: 'What’s Included' })).toContainText(
    'a full tank, a professional detail',
  )
  await expect(page.getByRole('tabpanel', { name: 'What’s Included' })).not.toContainText('150-point inspection')
})
