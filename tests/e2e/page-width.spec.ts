// No page of a dealer site is wider than the screen: at 320 px (the smallest phones), 390 px
// and 1366 px, the visitor never scrolls sideways (long dealer names, selects with long
// options and search fields used to push Harbour's pages to 406 px on a 390 px phone).
import { expect } from '@playwright/test'
import { siteUrl, test } from './env'
import { firstCar } from './leadForms'

const DEALERS = ['harbour-toyota', 'southern-cross', 'outback-cars']
const PAGES = [
  '/',
  '/search/used-cars',
  '/special-offers',
  '/contact-us',
  '/about-us',
  '/trade-in',
  '/finance',
  '/book-test-drive',
]

test('no page is wider than the viewport at 320, 390 and 1366 px', async ({ page, request }) => {
  test.setTimeout(180_000)
  const tooWide: string[] = []
  for (const dealer of DEALERS) {
    const car = await firstCar(request, dealer, 'car_type=used')
    for (const path of [...PAGES, `/cars/${car.slug}`]) {
      for (const width of [320, 390, 1366]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(siteUrl(dealer, path))
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        if (scrollWidth > width) tooWide.push(`${dealer}${path} at ${width} px: ${scrollWidth} px wide`)
      }
    }
  }
  expect(tooWide).toEqual([])
})
