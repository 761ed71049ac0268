import { expect, type Page } from '@playwright/test'
import { dataLayerEvents, expectAccessible, setDealerSettings, siteRequest, siteUrl, test, untilPageRuns } from './env'

// Favourites and compare, kept in the visitor's browser: hearts and Compare on cards and car
// pages where the dealer offers them (Outback and Southern Cross in the demo, not Harbour), the
// lists surviving a reload, never shared with another dealer's site, the compare page side by
// side with its differences marked, and each switch taking its feature away.
const OUTBACK = 'outback-cars'

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const cardOf = (page: Page, slug: string) =>
  page.locator('article.car-card', { has: page.locator(`a[href="/cars/${slug}"]`) })

/** The first two cars on a dealer's used-car search, by their card links. */
async function twoCars(page: Page, dealer: string) {
  await page.goto(siteUrl(dealer, '/search/used-cars'))
  await untilPageRuns(page)
  const links = await page
    .locator('article.car-card .car-title a')
    .evaluateAll((anchors) => anchors.slice(0, 2).map((a) => a.getAttribute('href')!.replace('/cars/', '')))
  expect(links).toHaveLength(2)
  return links as [string, string]
}

test('favourites and compare on cards survive a reload, list on their pages and stay on their own dealer’s site', async ({
  page,
}) => {
  const [first, second] = await twoCars(page, OUTBACK)
  const heart = cardOf(page, first).getByRole('button', { name: 'Favourite' })
  await expect(heart).toHaveAttribute('aria-pressed', 'false')
  await heart.click()
  await expect(heart).toHaveAttribute('aria-pressed', 'true')
  await expect(toasts(page).getByText('Added to favourites')).toBeVisible()
  await expect(toasts(page).getByRole('link', { name: 'View favourites' })).toHaveAttribute('href', '/favourites')
  expect((await dataLayerEvents(page)).some((event) => event.startsWith('39 '))).toBe(true)

  await cardOf(page, first).getByRole('button', { name: 'Compare' }).click()
  await cardOf(page, second).getByRole('button', { name: 'Compare' }).click()
  await expect(toasts(page).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
    'href',
    `/compare?cars=${first},${second}`,
  )
  await expectAccessible(page)

  await page.reload()
  await untilPageRuns(page)
  await expect(cardOf(page, first).getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'true')
  await expect(cardOf(page, second).getByRole('button', { name: 'Favourite' })).toHaveAttribute('aria-pressed', 'false')
  await expect(cardOf(page, second).getByRole('button', { name: 'Compare' })).toHaveAttribute('aria-pressed', 'true')

  // The car's own page agrees, and its buttons change the same lists.
  await page.goto(siteUrl(OUTBACK, `/cars/${first}`))
  await untilPageRuns(page)
  await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toHaveAttribute('aria-pressed', 'true')

  const footer = page.getByRole('navigation', { name: 'Stock' })
  await expect(footer.getByRole('link', { name: 'Compare Cars' })).toHaveAttribute('href', '/compare')
  await footer.getByRole('link', { name: 'Favourites' }).click()
  await page.waitForURL((url) => url.pathname === '/favourites')
  const favourites = page.getByRole('list', { name: 'Your favourite cars' })
  await expect(favourites.getByRole('listitem')).toHaveCount(1)
  await expect(favourites.locator(`a[href="/cars/${first}"]`)).toHaveCount(1)
  await expectAccessible(page)

  // /compare on its own opens the browser's choice; the table marks where the cars differ.
  await page.goto(siteUrl(OUTBACK, '/compare'))
  await page.waitForURL((url) => url.searchParams.get('cars') === `${first},${second}`)
  const table = page.getByRole('table')
  await expect(table.locator('thead').getByRole('columnheader')).toHaveCount(2)
  await expect(table.getByRole('rowheader', { name: /^Price/ })).toBeVisible()
  await expect(table.getByText('Differs').first()).toBeVisible()
  await expectAccessible(page)
  await table
    .getByRole('link', { name: /^Remove/ })
    .first()
    .click()
  await page.waitForURL((url) => url.searchParams.get('cars') === second)
  await expect(page.getByRole('table').locator('thead').getByRole('columnheader')).toHaveCount(1)

  // Another dealer's site is another origin: nothing of Outback's lists shows there.
  await page.goto(siteUrl('southern-cross', '/favourites'))
  await expect(page.getByText('No favourites yet.')).toBeVisible()
  await page.goto(siteUrl('southern-cross', '/compare'))
  await expect(page.getByText('No cars to compare yet.')).toBeVisible()
})

test('on a phone: a car page’s heart, compare inside the screen’s width, and the list’s Remove', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const [car, other] = await twoCars(page, OUTBACK)
  await page.goto(siteUrl(OUTBACK, `/cars/${car}`))
  await untilPageRuns(page)
  await page.getByRole('button', { name: 'Favourite', exact: true }).click()
  // Compare scrolls the cars sideways inside its table; the page itself is never wider than the phone.
  await page.goto(siteUrl(OUTBACK, `/compare?cars=${car},${other}`))
  await expect(page.getByRole('region', { name: 'The cars side by side' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page)
  await page.goto(siteUrl(OUTBACK, '/favourites'))
  await page.getByRole('button', { name: /^Remove/ }).click()
  await expect(page.getByText('No favourites yet.')).toBeVisible()
  await expectAccessible(page)
})

test('each switch takes its feature away, and used-only keeps them to used cars', async ({ page, request }) => {
  const [harbourCar] = await twoCars(page, 'harbour-toyota')
  await expect(cardOf(page, harbourCar).getByRole('button', { name: 'Favourite' })).toHaveCount(0)
  await expect(cardOf(page, harbourCar).getByRole('button', { name: 'Compare' })).toHaveCount(0)
  expect((await request.get(...siteRequest('harbour-toyota', '/favourites'))).status()).toBe(404)
  expect((await request.get(...siteRequest('harbour-toyota', '/compare'))).status()).toBe(404)

  const [car] = await twoCars(page, OUTBACK)
  try {
    await setDealerSettings(request, 'harbour-toyota', {
      features: { favourites: true, compare: true, shortlistUsedOnly: true },
    })
    await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
    await expect(cardOf(page, harbourCar).getByRole('button', { name: 'Favourite' })).toBeVisible()
    await expect(cardOf(page, harbourCar).getByRole('button', { name: 'Compare' })).toBeVisible()
    await page.goto(siteUrl('harbour-toyota', '/search/new-cars'))
    const newCar = page.locator('article.car-card').first()
    await expect(newCar).toBeVisible()
    await expect(newCar.getByRole('button', { name: /Favourite|Compare/ })).toHaveCount(0)

    await setDealerSettings(request, OUTBACK, { features: { favourites: false } })
    await page.goto(siteUrl(OUTBACK, `/cars/${car}`))
    await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Favourite', exact: true })).toHaveCount(0)
    expect((await request.get(...siteRequest(OUTBACK, '/favourites'))).status()).toBe(404)
    await setDealerSettings(request, OUTBACK, { features: { favourites: true, compare: false } })
    await page.goto(siteUrl(OUTBACK, '/search/used-cars'))
    await expect(cardOf(page, car).getByRole('button', { name: 'Favourite' })).toBeVisible()
    await expect(cardOf(page, car).getByRole('button', { name: 'Compare' })).toHaveCount(0)
    expect((await request.get(...siteRequest(OUTBACK, `/compare?cars=${car}`))).status()).toBe(404)
  } finally {
    await setDealerSettings(request, 'harbour-toyota', {
      features: { favourites: false, compare: false, shortlistUsedOnly: false },
    })
    await setDealerSettings(request, OUTBACK, { features: { favourites: true, compare: true } })
  }
})
