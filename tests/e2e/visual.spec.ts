// Visual regression: each demo dealer's main pages on a phone and a desktop, compared with the
// committed screenshots (tests/e2e/__screenshots__). The tolerance (playwright.config.ts) lets
// anti-aliasing through and fails on a layout break: a header on two rows, a grid losing a
// column, a card growing, a panel moving. Photos are masked (their boxes stay, so a photo
// that changes size still fails; a hero's photo is kept, as its headline sits on it), as are
// maps and the few things that change with the date (offer end dates, today's hours). After an intended change of design, update the screenshots with
//   E2E_SKIP_BUILD=1 node scripts/with-elasticsearch.mjs node scripts/e2e.mjs tests/e2e/visual.spec.ts --update-snapshots
// and look at every changed image before committing it.
import { expect, type Page } from '@playwright/test'
import { siteRequest, siteUrl, test } from './env'
import { firstCar } from './leadForms'

const DEALERS = ['harbour-toyota', 'southern-cross', 'outback-cars'] as const
const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } } as const
const FIXED_PAGES = {
  home: '/',
  search: '/search/used-cars',
  offers: '/special-offers',
  contact: '/contact-us',
  page: '/about-us',
  components: '/design-system',
} as const

/** Photos, maps and what changes with the date: masked so that only the layout is compared. */
const masked = (page: Page) => [
  // A car's later photos sit beside the first, clipped by the gallery: masking their boxes
  // would cover the summary column beside it, so only the first is masked.
  page.locator('img:not(.site-logo, .hero-image, .search-option-logo, .vehicle-photo:not(:first-child) img)'),
  page.locator('.map-preview, iframe'),
  page.locator('.offer-ends, .hours-table, .open-status, [data-visual-mask]'),
]

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
}

for (const dealer of DEALERS) {
  test.describe(`${dealer} looks as designed`, () => {
    for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
      test(`on a ${viewportName}`, async ({ page, request }) => {
        test.setTimeout(120_000)
        await page.setViewportSize(viewport)
        const car = await firstCar(request, dealer, 'car_type=used&sortBy=price_asc')
        const locations = await (await request.get(...siteRequest(dealer, '/contact-us'))).text()
        const location = /href="(\/contact-us\/[a-z0-9-]+)"/.exec(locations)?.[1]
        const pages: Record<string, string> = { ...FIXED_PAGES, car: `/cars/${car.slug}` }
        if (location) pages.location = location
        for (const [name, path] of Object.entries(pages)) {
          await page.goto(siteUrl(dealer, path))
          await settle(page)
          await expect(page, `${dealer} ${name} on a ${viewportName}`).toHaveScreenshot(
            `${dealer}-${name}-${viewportName}.png`,
            { mask: masked(page) },
          )
        }
      })
    }
  })
}

test('the comparison fails on a layout break: the header on two rows, the filter column wider', async ({ page }) => {
  // Updating the screenshots would store the broken page as the design: this test only compares.
  test.skip(['all', 'changed'].includes(test.info().config.updateSnapshots), 'only when comparing')
  await page.setViewportSize(VIEWPORTS.desktop)
  await page.goto(siteUrl('southern-cross', FIXED_PAGES.search))
  await settle(page)
  await page.addStyleTag({
    content: '.nav-items { flex-wrap: wrap; max-width: 22rem } .search-layout { grid-template-columns: 20rem 1fr }',
  })
  const compared = expect(page).toHaveScreenshot('southern-cross-search-desktop.png', {
    mask: masked(page),
    timeout: 5_000,
  })
  await expect(compared).rejects.toThrow(/pixels/)
})
