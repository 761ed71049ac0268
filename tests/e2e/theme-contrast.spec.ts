// A dealer's brand colours never make unreadable text: the site computes each text colour
// against its surface (tenants/theme.ts, unit-tested over every pair), and the admin warns,
// as the editor types, about a colour that cannot be used as it is.
import { expect } from '@playwright/test'
import { adminHydrated, platformUrl, signInThroughForm, siteUrl, test } from './env'

test('the admin warns about a brand colour that cannot meet WCAG AA, naming the shade the site uses', async ({
  page,
}) => {
  await signInThroughForm(page, 'admin@platform.test')

  await page.goto(platformUrl('/admin/collections/tenants'))
  // Opened at the list link's address: a click on the list before it has hydrated can be lost.
  const href = await page.getByRole('link', { name: 'Southern Cross Motor Group' }).getAttribute('href')
  await page.goto(platformUrl(href!))
  await adminHydrated(page)
  // Southern Cross's amber accent is 2.0:1 on white: fine on a badge, too light for text.
  const warnings = page.getByTestId('theme-contrast-warnings')
  await expect(warnings).toContainText('Accent colour #F2A900 is 2.0:1 against white')
  const accent = page.locator('#field-theme__accentColour')
  // Typed again if the form put the saved colour back: on a slow server the edit form's own
  // first form-state answer can arrive after the keystrokes and reset the fields to it.
  await expect(async () => {
    await accent.fill('#7A5200')
    await expect(warnings).toHaveCount(0, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  await expect(async () => {
    await accent.fill('#FFD000')
    await expect(warnings).toContainText('Accent colour #FFD000', { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
  // Nothing was saved: the site keeps its amber badges and a deeper amber for text.
  const site = await page.context().newPage()
  await site.goto(siteUrl('southern-cross'))
  expect(await site.evaluate(() => getComputedStyle(document.body).getPropertyValue('--brand-accent'))).toBe('#F2A900')
  expect(await site.evaluate(() => getComputedStyle(document.body).getPropertyValue('--brand-accent-ink'))).not.toBe(
    '#f2a900',
  )
})
