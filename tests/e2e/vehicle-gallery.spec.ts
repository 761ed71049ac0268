// A car's photo gallery: previous and next, the counter, arrow keys and thumbnails; the
// full-screen viewer (a dialog) with zoom, handing its photo back on Escape; and a phone that
// only downloads photos of the size it shows.
import { expect, type Page } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

/** A used car with several photos on Harbour's site. */
async function carWithPhotos(page: Page) {
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  const hrefs = await page
    .getByRole('link', { name: 'View Details' })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
  for (const href of hrefs) {
    await page.goto(siteUrl('harbour-toyota', href))
    const counter = page.locator('.gallery-stage .gallery-counter')
    if ((await counter.count()) && Number(/of\s*(\d+)/.exec((await counter.textContent())!)?.[1] ?? 0) >= 4) return href
  }
  throw new Error('no used car with four photos or more')
}

test('the gallery moves by button, arrow key and thumbnail, and opens full screen with zoom', async ({ page }) => {
  test.setTimeout(90_000)
  await carWithPhotos(page)
  const gallery = page.getByRole('region', { name: 'Photos' })
  const counter = gallery.locator('.gallery-stage .gallery-counter')
  const count = Number(/of\s*(\d+)/.exec((await counter.textContent())!)![1])
  await expect(counter).toHaveText(`Photo 1 / of ${count}`)
  await expect(gallery.getByRole('button', { name: 'Previous photo' })).toBeDisabled()
  // The thumbnails arrive once the page has loaded.
  const thumbnails = gallery.getByRole('list', { name: 'Choose a photo' }).getByRole('button')
  await expect(thumbnails).toHaveCount(count)

  await gallery.getByRole('button', { name: 'Next photo' }).click()
  await expect(counter).toHaveText(`Photo 2 / of ${count}`)
  await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true')
  await gallery.getByRole('group', { name: /photos, use the arrow keys/ }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(counter).toHaveText(`Photo 3 / of ${count}`)
  await page.keyboard.press('ArrowLeft')
  await expect(counter).toHaveText(`Photo 2 / of ${count}`)
  await thumbnails.nth(3).click()
  await expect(counter).toHaveText(`Photo 4 / of ${count}`)
  await expect(gallery.getByRole('group', { name: `Photo 4 of ${count}` })).toBeInViewport()
  await expectAccessible(page)

  const fullScreen = gallery.getByRole('button', { name: 'Full screen' })
  await fullScreen.click()
  const viewer = page.getByRole('dialog', { name: /Photos of/ })
  await expect(viewer).toBeVisible()
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeFocused()
  await expect(viewer.locator('.gallery-counter')).toHaveText(`Photo 4 / of ${count}`)
  await expect(viewer.locator('.swiper')).toHaveClass(/swiper-initialized/)
  // The viewer shows the largest photos the dealer has.
  await expect(viewer.getByRole('img', { name: new RegExp(`photo 4 of ${count}`) })).toHaveAttribute('sizes', '100vw')
  await page.keyboard.press('ArrowRight')
  await expect(viewer.locator('.gallery-counter')).toHaveText(`Photo 5 / of ${count}`)
  const zoom = viewer.getByRole('button', { name: 'Zoom' })
  await zoom.click()
  await expect(zoom).toHaveAttribute('aria-pressed', 'true')
  // Swiper scales the photo inside its zoom container.
  await expect(viewer.locator('.swiper-slide-active .swiper-zoom-container img')).toHaveAttribute(
    'style',
    /scale\((?!1\))/,
  )
  await zoom.click()
  await expect(zoom).toHaveAttribute('aria-pressed', 'false')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(viewer).toBeHidden()
  await expect(fullScreen).toBeFocused()
  await expect(counter).toHaveText(`Photo 5 / of ${count}`)
})

test('on a phone the gallery downloads photos no wider than it shows them, and the first at once', async ({
  browser,
}) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })
  const page = await phone.newPage()
  const href = await carWithPhotos(page)
  const photos: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && /\/(photos|demo-stock)\//.test(request.url())) photos.push(request.url())
  })
  await page.goto(siteUrl('harbour-toyota', href), { waitUntil: 'load' })
  const first = page.locator('.vehicle-photos img').first()
  await expect(first).toHaveAttribute('fetchpriority', 'high')
  await expect(first).toHaveAttribute('srcset', /800w/)
  await expect(page.getByRole('list', { name: 'Choose a photo' })).toBeHidden()
  await page.getByRole('button', { name: 'Next photo' }).click()
  await page.waitForLoadState('networkidle')
  expect(photos.length).toBeGreaterThan(0)
  // 390 CSS px at 2x is 780 device px: the 800 px rendition, never the 1600 px one or the feed's original.
  expect(photos.filter((url) => !/\/photos\/[0-9a-f]{32}\?w=(400|800)$/.test(url))).toEqual([])
  await phone.close()
})
