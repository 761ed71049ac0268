import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

test.describe('location block and pages', () => {
  test('a brand dealer’s home shows its one address as one card, with each department’s hours, phone and holiday hours', async ({
    page,
  }) => {
    await page.goto(siteUrl('harbour-toyota'))
    const block = page.getByRole('region', { name: 'Our locations' })
    // Sales, Service and Parts share 120 Parramatta Road: one large card, its departments within.
    const card = block.getByRole('article')
    await expect(card).toHaveCount(1)
    await expect(card).toHaveClass(/location-card-large/)
    await expect(card.getByRole('heading', { level: 2 })).toHaveText('Harbour City Toyota')
    await expect(card.locator('address')).toHaveText('120 Parramatta Road, Auburn NSW 2144')
    const departments = card.getByRole('list', { name: 'Departments of Harbour City Toyota' }).getByRole('listitem')
    await expect(departments.getByRole('heading', { level: 3 })).toHaveText(['Sales', 'Service', 'Parts'])
    const sales = departments.filter({ has: page.getByRole('heading', { name: 'Sales', exact: true }) })
    // The seeded reviews of the sales department (the Reviews collection keeps the average): 5 and 4.5.
    await expect(card).toContainText('Rated 4.8 out of 5')
    await expect(card).toContainText('(2 reviews)')
    await expect(sales.getByRole('definition').last()).toHaveText('10:00 am – 4:00 pm')
    await expect(sales.getByRole('link', { name: '(02) 9643 1200' })).toHaveAttribute('href', 'tel:0296431200')
    // Identical weekdays collapse into one row (Service: the editor-publishing test edits Sales).
    const service = departments.filter({ has: page.getByRole('heading', { name: 'Service', exact: true }) })
    await expect(service.getByRole('term')).toHaveText(['Mon-Fri', 'Sat', 'Sun'])
    await expect(service.getByRole('definition')).toHaveText(['7:30 am – 5:30 pm', '8:00 am – 12:00 pm', 'Closed'])
    await expect(service.getByRole('link', { name: '(02) 9643 1222' })).toBeVisible()
    await expect(sales).toContainText('Dealer licence MD012345')
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/contact-us/harbour-city-toyota',
    )
    // Open now or when it opens, per department, worked out in the visitor's browser; directions in their maps app.
    await expect(sales.locator('.open-status')).toHaveText(/^(Open now, closes \d|Closed, opens |Closed$)/)
    await expect(card.locator('.open-status')).toHaveCount(3)
    await expect(card.getByRole('link', { name: /^Directions to Harbour City Toyota/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\//,
    )
    // No map is loaded with the page, nor the tiles of its preview while the card is more than
    // a screen away (vehicle-details.spec.ts: they come as it nears); the map comes when wanted.
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(card.locator('.map-preview')).toBeAttached()
    await expect(card.locator('.map-preview img')).toHaveCount(0)
    // The one large card's map loads when the visitor scrolls to it (a car page's loads on
    // request: vehicle-details.spec.ts).
    await card.locator('.location-map').scrollIntoViewIfNeeded()
    await expect(card.locator('iframe[title="Map of Harbour City Toyota"]')).toHaveAttribute(
      'src',
      /openstreetmap\.org.*marker=-33\.849/,
    )

    const holidays = sales.getByRole('button', { name: 'Holiday hours of Harbour City Toyota - Sales' })
    await holidays.click()
    const dialog = page.getByRole('dialog', { name: 'Holiday hours: Harbour City Toyota - Sales' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('row', { name: /Christmas Eve/ })).toContainText('8:30 am – 1:00 pm')
    await expect(dialog.getByRole('row', { name: /Christmas Day/ })).toContainText('Closed')
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(holidays).toBeFocused()
  })

  test('a dealer group’s home shows the “Our Locations” carousel with arrows disabled at the ends', async ({
    page,
  }) => {
    await page.goto(siteUrl('southern-cross'))
    const carousel = page.getByRole('group', { name: 'Our Locations' })
    await expect(page.getByRole('heading', { name: 'Our Locations', level: 2 })).toBeVisible()
    const previous = carousel.getByRole('button', { name: 'Previous locations' })
    const next = carousel.getByRole('button', { name: 'Next locations' })
    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    for (let i = 0; i < 5 && (await next.isEnabled()); i++) await next.click()
    await expect(next).toBeDisabled()
    await expect(previous).toBeEnabled()

    const hyundai = carousel.getByRole('article').filter({ hasText: 'Southern Cross Hyundai - Sales' })
    const stock = hyundai.getByRole('link', { name: /View Our Stock/ })
    await expect(stock).toHaveAttribute('href', /^\/search\/southern-cross-hyundai$/)
    await expectAccessible(page)
    // At the end of the row the last card is in view.
    const serviceCentre = carousel.getByRole('article').filter({ hasText: 'Southern Cross Service Centre - Service' })
    await serviceCentre.getByRole('link', { name: /View Location/ }).click()
    await expect(page).toHaveURL(/\/locations\/southern-cross-service-centre$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Southern Cross Service Centre')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/contact-us\/southern-cross-service-centre$/,
    )
  })

  test('a single-site dealer gets one large card whose map loads when scrolled into view', async ({ page }) => {
    await page.goto(siteUrl('outback-cars'))
    const card = page.getByRole('region', { name: 'Our locations' }).getByRole('article')
    await expect(card).toHaveCount(1)
    await expect(card).toHaveClass(/location-card-large/)
    await card.scrollIntoViewIfNeeded()
    await expect(card.locator('iframe')).toHaveAttribute('title', 'Map of Outback Cars & Caravans - Sales')
  })

  test('a location page switches its opening hours between departments and lists holiday hours', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/our-location/harbour-city-toyota'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour City Toyota')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Call us',
      'Opening hours',
      'Send Harbour City Toyota an enquiry',
    ])
    // The makes sold there, under the address.
    await expect(page.locator('.location-brands')).toHaveText('Brands: Toyota')
    await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute('href', /google\.com\/maps/)
    await expect(
      page.getByRole('table', { name: 'Sales opening hours' }).getByRole('row', { name: /Sunday/ }),
    ).toContainText('10:00 am – 4:00 pm')
    await page.getByLabel('Opening hours for').selectOption('Service')
    const service = page.getByRole('table', { name: 'Service opening hours' })
    await expect(service.getByRole('row')).toHaveText([
      /^Monday/,
      /^Tuesday/,
      /^Wednesday/,
      /^Thursday/,
      /^Friday/,
      /^Saturday/,
      /^Sunday/,
    ])
    await expect(service.getByRole('row', { name: /Sunday/ })).toContainText('Closed')
    await page.getByRole('button', { name: 'Holiday hours of Harbour City Toyota Service' }).click()
    await expect(
      page
        .getByRole('dialog', { name: 'Holiday hours: Harbour City Toyota Service' })
        .getByRole('row', { name: /Boxing Day/ }),
    ).toContainText('Closed')
    await expectAccessible(page)
  })
})

test('a location’s team page lists its people by department and is linked from its page; locations without a team have none', async ({
  page,
}) => {
  await page.goto(siteUrl('harbour-toyota', '/teams/harbour-city-toyota'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our team at Harbour City Toyota')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Sales', 'Service'])
  await expect(page.getByRole('region', { name: 'Sales' })).toContainText('Sarah NguyenDealer Principal')
  await expectAccessible(page)
  expect((await page.goto(siteUrl('southern-cross', '/teams/southern-cross-hyundai')))?.status()).toBe(404)

  // The location's page links to its team, where it has one.
  await page.goto(siteUrl('harbour-toyota', '/contact-us/harbour-city-toyota'))
  await page.getByRole('link', { name: 'Meet our team at Harbour City Toyota' }).click()
  await expect(page).toHaveURL(siteUrl('harbour-toyota', '/teams/harbour-city-toyota'))
  await page.goto(siteUrl('southern-cross', '/contact-us/southern-cross-hyundai'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Meet our team/ })).toHaveCount(0)
})

test('a visitor’s postcode puts the locations nearest first and chooses the nearest in the form, without scripts', async ({
  browser,
  page: scripted,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('southern-cross', '/contact-us'))
  const search = page.getByRole('search', { name: 'Find your nearest location' })
  await search.getByRole('textbox', { name: 'Your postcode' }).fill('4000')
  await search.getByRole('button', { name: 'Find nearest' }).click()
  await expect(page).toHaveURL(/[?&]postcode=4000/)
  const cards = page.locator('.location-card')
  await expect(cards.first().getByRole('heading')).toHaveText('Southern Cross Mazda & Nissan')
  await expect(cards.first()).toContainText(/About \d+ km away/)
  await expect(cards.nth(1).getByRole('heading')).toHaveText('Southern Cross Ford & Suzuki')
  const form = page.getByRole('form', { name: 'Send us an enquiry' })
  await expect(form.locator('select[name="location"] option:checked')).toHaveText('Southern Cross Mazda & Nissan')
  // A postcode that is not four digits, or not Australia's, says so in the spec's words.
  await page.goto(siteUrl('southern-cross', '/contact-us?postcode=99'))
  await expect(page.getByRole('alert')).toHaveText('Invalid postcode. Please enter a 4-digit number.')
  await page.goto(siteUrl('southern-cross', '/contact-us?postcode=0001'))
  await expect(page.getByRole('alert')).toHaveText('Invalid postcode')
  await expect(cards.first().locator('.location-distance')).toHaveCount(0)
  await context.close()
  await scripted.goto(siteUrl('southern-cross', '/contact-us?postcode=4215'))
  await expect(scripted.locator('.location-card').first().getByRole('heading')).toHaveText(
    'Southern Cross Ford & Suzuki',
  )
  await expectAccessible(scripted)
})
