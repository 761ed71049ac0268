// The stock search's landing pages for a make, a make and model and a body type, and the
// spec's /new-used-and-demo-cars: each lists its part of the dealer's stock under its own
// address, title and canonical URL, and is in the sitemap; what the stock lacks is a 404.
import { expect, type Page } from '@playwright/test'
import { expectAccessible, siteRequest, siteUrl, test } from './env'

const titles = (page: Page) => page.locator('.stock-grid .car-title').allTextContents()

test('a make, a make and model and a body type each have a landing with only those cars', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/search/toyota/hilux'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl('harbour-toyota', '/search/toyota/hilux'),
  )
  const hilux = await titles(page)
  expect(hilux.length).toBeGreaterThan(0)
  for (const title of hilux) expect(title).toMatch(/Toyota HiLux/)
  // The fixed make and model is no filter the visitor can remove; the other filters still work.
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
  await expectAccessible(page)

  await page.goto(siteUrl('harbour-toyota', '/search/wagon?sortBy=price_asc'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wagons')
  const bodies = await page.locator('.stock-grid .car-details').allTextContents()
  expect(bodies.length).toBeGreaterThan(0)
  for (const details of bodies) expect(details).toContain('Wagon')

  await page.goto(siteUrl('southern-cross', '/search/mazda'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mazda cars')
  for (const title of await titles(page)) expect(title).toMatch(/Mazda/)
  const count = Number((await page.locator('#search-results-heading').textContent())!.replace(/\D/g, ''))
  const all = await page.goto(siteUrl('southern-cross', '/search/new-used-and-demo-cars?make=Mazda'))
  expect(all?.ok()).toBe(true)
  expect(Number((await page.locator('#search-results-heading').textContent())!.replace(/\D/g, ''))).toBe(count)
})

test('what the dealer’s stock does not hold has no landing; the sitemap lists those it does', async ({
  page,
  request,
}) => {
  expect((await page.goto(siteUrl('harbour-toyota', '/search/mazda')))?.status()).toBe(404)
  expect((await page.goto(siteUrl('harbour-toyota', '/search/toyota/mx-5')))?.status()).toBe(404)
  expect((await page.goto(siteUrl('harbour-toyota', '/search/toyota/hilux/sr5')))?.status()).toBe(404)
  const sitemap = await (await request.get(...siteRequest('harbour-toyota', '/sitemap.xml'))).text()
  for (const path of ['/search/toyota', '/search/toyota/hilux', '/search/wagon'])
    expect(sitemap).toContain(`<loc>${siteUrl('harbour-toyota', path)}</loc>`)
  expect(sitemap).not.toContain('/search/mazda')
})

test('/new-used-and-demo-cars is the whole stock, at its search landing with the filters kept', async ({ page }) => {
  await page.goto(siteUrl('southern-cross', '/new-used-and-demo-cars?make=Kia'))
  await expect(page).toHaveURL(siteUrl('southern-cross', '/search/new-used-and-demo-cars?make=Kia'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, used and demo cars')
  for (const title of await titles(page)) expect(title).toMatch(/Kia/)
})
