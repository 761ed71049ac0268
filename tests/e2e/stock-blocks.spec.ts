import { expect, type Locator } from '@playwright/test'
import { expectAccessible, platformUrl, siteUrl, staffSession, test } from './env'

const PRICE = /\$\d{1,3}(,\d{3})* (Drive Away|Excl\. Govt\. Charges)|Enquire for price\.|PREORDER/

async function expectCarCards(cards: Locator, count: number) {
  await expect(cards).toHaveCount(count)
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/cars\/[\w-]+$/)
    await expect(card.getByText(PRICE)).toBeVisible()
    await expect(card.getByRole('link', { name: /View Details|Find Me Something Similar/ })).toBeVisible()
  }
}

test.describe('stock on pages', () => {
  test('the home page stock grid shows the first cars with promo cards at their positions', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'))
    const section = page.getByRole('region', { name: 'Our latest stock' })
    const items = section.getByRole('list', { name: 'Our latest stock' }).locator(':scope > li')
    await expect(items).toHaveCount(10)
    await expect(items.nth(3).getByRole('link')).toHaveAccessibleName(
      'Toyota Service Advantage: capped-price servicing',
    )
    await expect(items.nth(7).getByRole('link')).toHaveAccessibleName('Sell your car to us')
    await expectCarCards(section.getByRole('article'), 8)
    // The photo loads as a card-sized rendition the platform stored (never the feed's 1600 px original).
    const photo = section.getByRole('article').first().locator('img')
    // It is a lazy photo below the first screen: it loads as the visitor scrolls to it.
    await photo.scrollIntoViewIfNeeded()
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/photos\/[0-9a-f]{32}\?w=(400|800)$/,
    )
    await expect(section.getByRole('link', { name: /^View all [\d,]+ cars$/ })).toHaveAttribute(
      'href',
      '/search/new-used-and-demo-cars',
    )
    await expectAccessible(page)
  })

  test('a used-only dealer’s grid opens with its used-car promo and links to the used-car search', async ({ page }) => {
    await page.goto(siteUrl('outback-cars'))
    const section = page.getByRole('region', { name: 'Our latest stock' })
    const items = section.getByRole('list', { name: 'Our latest stock' }).locator(':scope > li')
    await expect(items.first().getByRole('link')).toHaveAccessibleName('48-hour money-back guarantee on used cars')
    await expectCarCards(section.getByRole('article'), 8)
    await expect(section.getByRole('link', { name: /^View all [\d,]+ cars$/ })).toHaveAttribute(
      'href',
      '/search/used-cars',
    )
  })

  test('Get Finance Now shows the finance steps and up to 6 featured used cars', async ({ page }) => {
    await page.goto(siteUrl('outback-cars', '/car-finance'))
    const block = page.getByRole('region', { name: 'Get Finance Now' })
    await expect(block.getByRole('list').first().getByRole('heading', { level: 3 })).toHaveText([
      'Choose your car',
      'Send a finance enquiry',
      'Talk it through and drive away',
    ])
    await expect(block.getByRole('link', { name: 'Start Finance Journey' })).toHaveAttribute(
      'href',
      '/apply-for-finance',
    )
    await expect(block.getByRole('link', { name: 'View All Pre-Owned Cars' })).toHaveAttribute(
      'href',
      '/search/used-cars',
    )
    const featured = block.getByRole('list', { name: 'Featured used cars' }).getByRole('article')
    await expectCarCards(featured, 6)
    await expectAccessible(page)
  })
})

test('an editor builds a “Used under $30k” page from a stock grid, and its cars and link keep to it', async ({
  page,
  request,
}) => {
  const { token, user } = await staffSession(request, 'editor@harbour-toyota.test')
  const tenant = user.tenants![0]!.tenant as { id: number | string } | number | string
  const created = await request.post(platformUrl('/api/pages'), {
    headers: { Authorization: `JWT ${token}` },
    data: {
      tenant: typeof tenant === 'object' ? tenant.id : tenant,
      title: 'Used under $30k',
      slug: 'used-under-30k',
      _status: 'published',
      layout: [
        {
          blockType: 'stockGrid',
          heading: 'Used cars under $30,000',
          carTypes: ['used'],
          priceMax: 30000,
          sortBy: 'price_desc',
          limit: 12,
          showPromoCards: false,
        },
      ],
    },
  })
  expect(created.status(), await created.text()).toBe(201)

  await page.goto(siteUrl('harbour-toyota', '/used-under-30k'))
  const section = page.getByRole('region', { name: 'Used cars under $30,000' })
  const prices = await section.locator('.car-price strong').allTextContents()
  expect(prices.length).toBeGreaterThan(0)
  for (const price of prices) {
    const dollars = Number(price.replace(/[^\d]/g, ''))
    if (dollars) expect(dollars, price).toBeLessThanOrEqual(30000)
  }
  await expect(section.getByRole('link', { name: /^View all [\d,]+ cars$/ })).toHaveAttribute(
    'href',
    '/search/used-cars?price=-30000',
  )
  await section.getByRole('link', { name: /^View all [\d,]+ cars$/ }).click()
  await expect(page).toHaveURL(/\/search\/used-cars\?price=-30000$/)
  await expect(page.getByRole('link', { name: /Price.*30,000/ })).toBeVisible()
})

test('promo tiles in the stock grid keep their artwork whole at every grid width, with no empty block on phones', async ({
  page,
}) => {
  for (const width of [390, 700, 1100, 1366, 1600]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl('harbour-toyota'))
    const tile = page.locator('.promo-grid-card').first()
    await tile.scrollIntoViewIfNeeded()
    const image = tile.locator('img')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // The artwork drawn: its whole box (object-fit: contain) inside the tile, never cut at an edge.
    const drawn = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      const fit = getComputedStyle(img).objectFit
      const scale =
        fit === 'contain'
          ? Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight)
          : fit === 'cover'
            ? Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight)
            : NaN
      return { fit, shownWidth: img.naturalWidth * scale, shownHeight: img.naturalHeight * scale, box }
    })
    expect(drawn.shownWidth, `${width} px: artwork cut at the sides`).toBeLessThanOrEqual(drawn.box.width + 1)
    expect(drawn.shownHeight, `${width} px: artwork cut at the top or bottom`).toBeLessThanOrEqual(drawn.box.height + 1)
    if (width < 576) {
      // A phone's tile is as tall as the artwork it shows.
      const tileBox = (await tile.boundingBox())!
      expect(tileBox.height, `${width} px: an empty block around the artwork`).toBeLessThanOrEqual(
        drawn.shownHeight + 2,
      )
    }
  }
})
