// The home page blocks editors assemble: quick search (make, model, price, "Show Me N
// vehicles") and shop tiles by car type or body, each counting and opening the dealer's own stock.
import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test('the quick search narrows models to the chosen make and shows the cars it promised', async ({ page }) => {
  await page.goto(siteUrl('southern-cross'))
  const search = page.getByRole('search', { name: 'Find your next car' })
  const make = search.getByRole('combobox', { name: 'Make' })
  const model = search.getByRole('combobox', { name: 'Model' })
  await expect(model.locator('optgroup')).not.toHaveCount(1) // every make's models before a make is chosen
  const show = search.getByRole('button', { name: /^Show Me [\d,]+ vehicles$/ })
  const all = count(await show.textContent())
  await make.selectOption('Mazda')
  await expect(model.locator('optgroup')).toHaveCount(1)
  await expect(model.locator('optgroup')).toHaveAttribute('label', 'Mazda')
  const firstModel = (await model.locator('optgroup option').first().getAttribute('value'))!
  await model.selectOption(firstModel)
  // The count of all three choices (on a slow machine the make's own count arrives first).
  const counted = page.waitForResponse(
    (response) =>
      response.url().includes('/api/search?') &&
      /make_model=.*price(_max)?=|price(_max)?=.*make_model=/.test(response.url()),
  )
  await search.getByRole('combobox', { name: 'Price up to' }).selectOption('60000')
  const promised = ((await (await counted).json()) as { count: number }).count
  expect(promised).toBeLessThan(all)
  await expect.poll(async () => count(await show.textContent())).toBe(promised)
  await expectAccessible(page)

  await show.click()
  await expect(page).toHaveURL(
    new RegExp(
      `/search/new-used-and-demo-cars\\?make=Mazda&make_model=${encodeURIComponent(firstModel)}&price=-60000$`,
    ),
  )
  expect(count(await page.getByRole('heading', { name: /vehicles?$/, level: 2 }).textContent())).toBe(promised)
})

test('shop tiles count each car type and body type and open that search', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota'))
  const tiles = page.getByRole('region', { name: 'Shop our range' })
  await expect(tiles.getByRole('link')).toHaveCount(3) // new, used and demo
  const used = tiles.getByRole('link', { name: /^Used cars/ })
  const promised = count(await used.locator('.shop-tile-count').textContent())
  await used.click()
  await expect(page).toHaveURL(/\/search\/used-cars$/)
  expect(count(await page.getByRole('heading', { name: /vehicles?$/, level: 2 }).textContent())).toBe(promised)

  // A dealer selling one car type shops by body: Outback sells used cars and caravans.
  await page.goto(siteUrl('outback-cars'))
  const bodies = page.getByRole('region', { name: 'Shop by body type' })
  await expect(bodies.getByRole('link', { name: /^Caravan/ })).toHaveAttribute('href', '/search/used-cars?body=Caravan')
  const caravans = count(
    await bodies
      .getByRole('link', { name: /^Caravan/ })
      .locator('.shop-tile-count')
      .textContent(),
  )
  await bodies.getByRole('link', { name: /^Caravan/ }).click()
  expect(count(await page.getByRole('heading', { name: /vehicles?$/, level: 2 }).textContent())).toBe(caravans)
  await expectAccessible(page)
})

test('a group’s brand strip opens each brand’s stock and range', async ({ page }) => {
  await page.goto(siteUrl('southern-cross'))
  const brands = page.getByRole('region', { name: 'Our brands' })
  await expect(brands.locator('.brand-name')).toHaveCount(7)
  const stock = brands.getByRole('link', { name: /^[\d,]+ in stock ?: Hyundai$/ })
  const promised = count(await stock.textContent())
  await stock.click()
  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?make=Hyundai$/)
  expect(count(await page.getByRole('heading', { name: /vehicles?$/, level: 2 }).textContent())).toBe(promised)

  await page.goBack()
  await brands.getByRole('link', { name: /^Models ?: Hyundai$/ }).click()
  await expect(page).toHaveURL(/\/models\?make=hyundai$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hyundai models')
  await expect(page.getByRole('heading', { name: 'Tucson' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Sportage' })).toHaveCount(0)
  await expectAccessible(page)
})

test('the promotions slider shows the slides running today, a square picture on phones, and leads on', async ({
  page,
}) => {
  await page.goto(siteUrl('outback-cars'))
  const slider = page.getByRole('group', { name: 'Current promotions' })
  // Two slides run now; the trade-in bonus starts after next week.
  await expect(slider.locator('.promotion-slide')).toHaveCount(2)
  await expect(slider).not.toContainText('Summer trade-in bonus')
  const first = slider.locator('.promotion-slide img').first()
  // Below the hero, its pictures wait until they are near the screen (first on a page, the first is fetched first).
  await expect(first).toHaveAttribute('loading', 'lazy')
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-1600x450\.webp$/)
  await expect(slider.locator('.swiper')).toHaveClass(/swiper-initialized/)
  await slider.getByRole('button', { name: 'Go to slide 2' }).click()
  await expect(slider.getByRole('heading', { name: '48-hour money-back guarantee on every used car' })).toBeInViewport()
  await expectAccessible(page)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/square-768x768\.webp$/)
  await slider.getByRole('button', { name: 'Go to slide 1' }).click()
  await slider.getByRole('link', { name: 'Browse caravans' }).click()
  await expect(page).toHaveURL(/\/search\/[a-z-]+\?make=Jayco$/)
})

test('offers show as a carousel where the editor chose it and as a grid where not', async ({ page }) => {
  await page.goto(siteUrl('southern-cross'))
  const offers = page.getByRole('region', { name: 'Latest offers' })
  const carousel = offers.getByRole('group', { name: 'Latest offers' })
  await expect(carousel.getByRole('article')).toHaveCount(5)
  await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/)
  const next = carousel.getByRole('button', { name: 'Next offers' })
  for (let i = 0; i < 5 && (await next.isEnabled()); i++) await next.click()
  await expect(next).toBeDisabled()
  await expect(carousel.getByRole('group', { name: '5 of 5' })).toBeInViewport()
  await expectAccessible(page)

  await page.goto(siteUrl('harbour-toyota'))
  const grid = page.getByRole('region', { name: 'Latest offers' })
  await expect(grid.getByRole('group', { name: 'Latest offers' })).toHaveCount(0)
  await expect(grid.getByRole('listitem')).toHaveCount(3)
})

test('a home shows its newest three reviews under the dealership’s rating', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota'))
  const reviews = page.getByRole('region', { name: 'What our customers say' })
  await expect(reviews.getByRole('listitem')).toHaveCount(3)
  const posted = reviews.locator('.review > .review-meta time')
  await expect(posted).toHaveCount(3)
  const dates = await posted.evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!))
  expect([...dates].sort().reverse()).toEqual(dates)
  // Each says where it came from; a reply says when it was written.
  await expect(reviews.locator('.review > .review-meta')).toContainText([
    'Customer review',
    'Customer review',
    'Customer review',
  ])
  await expect(reviews.locator('.review-reply .review-meta').first()).toContainText(
    /Reply from Harbour City Toyota · \d/,
  )
})
