// The market price indicator (spec: shown only when the price is more than $499 below the
// state average market price): Southern Cross's feed sends market data for its used cars and
// the dealer shows it; the claim carries its source and date, and the switch takes it away.
import { expect } from '@playwright/test'
import { expectAccessible, setDealerSettings, siteUrl, test } from './env'

const SITE = 'southern-cross'

test('a car priced well below its state’s market average says by how much, whose figure and when', async ({
  page,
  request,
}) => {
  await page.goto(siteUrl(SITE, '/search/used-cars'))
  const links = await page
    .locator('.car-card')
    .getByRole('link', { name: 'View Details' })
    .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).pathname))
  let shown: string | null = null
  let notShown: string | null = null
  for (const path of links.slice(0, 12)) {
    await page.goto(siteUrl(SITE, path))
    const indicator = page.locator('.vehicle-market-price')
    if ((await indicator.count()) && !shown) shown = path
    if (!(await indicator.count()) && !notShown) notShown = path
    if (shown && notShown) break
  }
  expect(shown, 'a car below the market average among the first used cars').not.toBeNull()
  expect(notShown, 'a car at or above the market average among the first used cars').not.toBeNull()

  await page.goto(siteUrl(SITE, shown!))
  const indicator = page.locator('.vehicle-market-price')
  await expect(indicator.locator('strong')).toHaveText(/^\$\d{1,3}(,\d{3})* below the average market price in NSW$/)
  await expect(indicator).toContainText(/Average market price \$[\d,]+ for this model in NSW: AutoGrab, 30 Nov 2026\./)
  const below = Number((await indicator.locator('strong').textContent())!.replace(/[^\d]/g, ''))
  expect(below).toBeGreaterThan(499)
  await expectAccessible(page)

  try {
    await setDealerSettings(request, SITE, { features: { marketPriceIndicator: false } })
    await page.goto(siteUrl(SITE, shown!))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('.vehicle-market-price')).toHaveCount(0)
  } finally {
    await setDealerSettings(request, SITE, { features: { marketPriceIndicator: true } })
  }
})
