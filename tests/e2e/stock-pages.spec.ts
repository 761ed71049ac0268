import { expect } from '@playwright/test'
import { expectAccessible, recordAnalytics, recordedLeadEvents, siteRequest, siteUrl, test } from './env'

const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test.describe('stock search and vehicle pages', () => {
  test('the filter form takes any whole price and distance (a browser once refused $25,500 and 12,000 km)', async ({
    page,
  }) => {
    await page.goto(siteUrl('southern-cross', '/search/used-cars'))
    const filters = page.getByRole('search', { name: 'Filter stock' })
    await filters.locator('summary', { hasText: /^Price$/ }).click()
    await filters.getByRole('spinbutton', { name: 'From ($)' }).fill('25500')
    await filters.locator('summary', { hasText: /^Kilometres$/ }).click()
    await filters.getByRole('spinbutton', { name: 'To (km)' }).fill('120500')
    await filters.getByRole('button', { name: /^Show Me [\d,]+ vehicles$/ }).click()
    await expect(page).toHaveURL(/price=25500-/)
    await expect(page).toHaveURL(/km=-120500/)
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('$25,500')
  })

  test('a single-brand dealer’s search offers its models at once (its one make is no choice)', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/search/new-used-and-demo-cars'))
    const filters = page.getByRole('search', { name: 'Filter stock' })
    await expect(filters.locator('summary', { hasText: /^Make$/ })).toHaveCount(0)
    await filters.locator('summary', { hasText: /^Model$/ }).click()
    const rav4 = filters.getByRole('checkbox', { name: /^RAV4/ })
    await rav4.check()
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?model=RAV4$/)
    // The URL changes as the box is ticked; the results follow once the search answers.
    const titles = page.locator('.car-card h3')
    await expect.poll(async () => (await titles.allTextContents()).every((title) => title.includes('RAV4'))).toBe(true)
    await expect(titles.first()).toBeVisible()
    await expectAccessible(page)
  })

  test('a visitor goes from the home page’s stock to the search, filters, sorts and pages through it', async ({
    page,
  }) => {
    await page.goto(siteUrl('southern-cross'))
    await page
      .getByRole('link', { name: /^View all [\d,]+ cars$/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, used and demo cars')
    const results = page.getByRole('heading', { name: /vehicles$/, level: 2 })
    const all = count(await results.textContent())
    expect(all).toBeGreaterThan(100)
    await expectAccessible(page)

    // Filters apply as they are made: tick a make, cap the price; the address and the count follow.
    const filters = page.getByRole('search', { name: 'Filter stock' })
    const settled = () => expect(page.locator('.search-results')).not.toHaveAttribute('aria-busy', 'true')
    await filters.locator('summary', { hasText: /^Make$/ }).click()
    await filters.getByRole('checkbox', { name: /^Kia/ }).check()
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?make=Kia$/)
    await filters.locator('summary', { hasText: /^Price$/ }).click()
    await filters.getByRole('spinbutton', { name: 'To ($)' }).fill('40000')
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?make=Kia&price=-40000$/)
    await settled()
    // The button counts what the list shows, and takes the visitor to it.
    const show = filters.getByRole('button', { name: /^Show Me [\d,]+ vehicles$/ })
    const kias = count(await results.textContent())
    expect(count(await show.textContent())).toBe(kias)
    await show.click()
    expect(kias).toBeGreaterThan(0)
    expect(kias).toBeLessThan(all)
    for (const price of await page.locator('.car-price strong').allTextContents())
      expect(count(price)).toBeLessThanOrEqual(40000)
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveText([
      'Kia ×',
      'Price up to $40,000 ×',
    ])

    // The car type links keep the filters; the sort keeps them too and puts the cheapest first.
    await page.getByRole('navigation', { name: 'Car type' }).getByRole('link', { name: 'Used cars' }).click()
    await expect(page).toHaveURL(/\/search\/used-cars\?make=Kia&price=-40000$/)
    // The sort applies as soon as it is chosen (the Sort button is only there without JavaScript).
    await expect(page.getByRole('button', { name: 'Sort', exact: true })).toHaveCount(0)
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc')
    await expect(page).toHaveURL(/sortBy=price_asc/)
    await settled()
    const prices = (await page.locator('.car-price strong').allTextContents()).map(count)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    // Removing a filter widens the search again; pages are addressable and marked.
    await page.getByRole('link', { name: 'Remove filter Kia' }).click()
    await expect(page).not.toHaveURL(/make=Kia/)
    await page.goto(siteUrl('southern-cross', '/search/used-cars'))
    await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/search\/used-cars\?page=2$/)
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  })

  test('on a phone the results come first and the filters open as a drawer from a sticky Filters button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(siteUrl('southern-cross', '/search/used-cars'))
    // The first car starts on the first screen (it was 1,200-1,500 px down, under the whole panel).
    const firstCard = page.locator('.car-card').first()
    expect((await firstCard.boundingBox())!.y).toBeLessThan(600)
    await expect(page.getByRole('search', { name: 'Filter stock' })).toBeHidden()

    const open = page.getByRole('button', { name: 'Filters', exact: true })
    await open.click()
    const drawer = page.getByRole('dialog', { name: 'Filter stock' })
    await expect(drawer).toBeVisible()
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused()
    // Tab stays in the open drawer: back from its first control to its last, then round again.
    await page.keyboard.press('Shift+Tab')
    await expect(drawer.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Tab')
    await expect(drawer.getByRole('button', { name: 'Close filters' })).toBeFocused()
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(drawer).toHaveCount(0)
    await expect(open).toBeFocused()

    // A make chosen in the drawer: the results show it, with a count on the button and a chip.
    await open.click()
    await drawer.locator('summary', { hasText: /^Make$/ }).click()
    await drawer.getByRole('checkbox', { name: /^Mazda/ }).check()
    await drawer.getByRole('button', { name: /^Show Me [\d,]+ vehicles$/ }).click()
    await expect(page).toHaveURL(/\/search\/used-cars\?make=Mazda$/)
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('link')).toHaveText(['Mazda ×'])
    expect((await page.locator('.car-card').first().boundingBox())!.y).toBeLessThan(700)
  })

  test('one location’s stock, and a bad address explained rather than failed', async ({ page }) => {
    await page.goto(siteUrl('southern-cross', '/search/southern-cross-hyundai'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stock at Southern Cross Hyundai')
    for (const location of await page.locator('.car-location').allTextContents())
      expect(location).toBe('Southern Cross Hyundai - Sales')

    await page.goto(siteUrl('southern-cross', '/search/used-cars?page=0'))
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Invalid search parameter "page": must be a whole number from 1 to 476.',
    )
    expect((await page.goto(siteUrl('southern-cross', '/search/nowhere-motors')))?.status()).toBe(404)
  })

  test('a car card opens the car’s page, which names the car in its enquiry', async ({ page }) => {
    await recordAnalytics(page)
    await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
    const card = page.getByRole('article').first()
    const title = (await card.getByRole('heading').textContent())!
    const price = (await card.locator('.car-price strong').textContent())!
    await card.getByRole('link', { name: 'View Details' }).click()
    await expect(page).toHaveURL(/\/cars\/[a-z0-9-]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('.vehicle-summary .car-price strong')).toHaveText(price)
    // The stock number is an Overview row past the first four (Show More).
    await expect(page.getByRole('region', { name: 'Overview' })).toContainText('Stock number')
    // This dealer masks its number until asked; asking logs the reveal and offers the call.
    await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0)
    const logged = page.waitForResponse((response) => response.url().endsWith('/api/phone-reveals'))
    await page.getByRole('button', { name: /^\(\d\d\) XXXX XXXX ?Show number$/ }).click()
    expect((await logged).status()).toBe(202)
    await expect(page.getByRole('link', { name: /^Call \(\d\d\) \d{4} \d{4}$/ })).toBeFocused()
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/)
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').last().textContent())!)
    expect(jsonLd).toMatchObject({ '@type': 'Car', name: title, offers: { priceCurrency: 'AUD' } })

    // The form arrives as the visitor nears it, here by following the enquiry button.
    await page.getByRole('link', { name: 'Enquire about this car' }).click()
    const form = page.getByRole('form', { name: 'Enquire about this car' })
    await expect(form.getByRole('textbox', { name: 'Comments' })).toBeVisible()
    await expectAccessible(page)
    await expect(form.getByRole('textbox', { name: 'Comments' })).toHaveValue(
      new RegExp(`^I am interested in the ${title} \\(stock number \\w+\\)\\.$`),
    )
    // Spec: the car's enquiry goes in steps; the first asks what the visitor wants.
    await expect(form.getByText('Step 1 of 2: Your enquiry')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveCount(0)
    await form.getByText('I have a car to trade in').click()
    await form.getByRole('button', { name: 'Next' }).click()
    await expect(form.getByText('Step 2 of 2: Your details')).toBeFocused()
    await expectAccessible(page)
    await form.getByRole('button', { name: 'Back' }).click()
    await expect(form.getByRole('checkbox', { name: 'I have a car to trade in' })).toBeChecked()
    await form.getByRole('button', { name: 'Next' }).click()
    await form.getByRole('textbox', { name: 'First name' }).fill('Lee')
    await form.getByRole('textbox', { name: 'Email' }).fill('lee@example.com')
    await form.getByRole('textbox', { name: 'Phone' }).fill('02 9876 5432')
    // Australia's Spam Act: the marketing opt-in starts unticked (this dealer has not chosen otherwise).
    await expect(form.getByRole('checkbox', { name: /subscribe/ })).not.toBeChecked()
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
    await form.getByRole('button', { name: 'Send Enquiry' }).click()
    const answer = await sent
    expect(answer.status()).toBe(201)
    expect(answer.request().postDataJSON()).toMatchObject({ opt_in_trade: true, opt_in_finance: false })
    // Spec: the visitor lands on /success, which names the car kept in their browser; a used car's enquiry is event 15.
    await expect(page).toHaveURL(/\/success$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
    await expectAccessible(page)
    expect(await recordedLeadEvents(page)).toEqual([
      expect.objectContaining({ eventId: 15, category: 'vehicle', subcategory: 'Vehicle enquiry' }),
    ])
    await page.getByRole('link', { name: 'Back to this car' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

    expect((await page.goto(siteUrl('harbour-toyota', '/cars/no-such-car')))?.status()).toBe(404)
    // Another dealer's car is not this dealer's page.
    await page.goto(siteUrl('southern-cross', '/search/new-cars'))
    const otherCar = await page.getByRole('link', { name: 'View Details' }).first().getAttribute('href')
    expect((await page.goto(siteUrl('harbour-toyota', otherCar!)))?.status()).toBe(404)
    // That dealer shows its number from the start.
    await page.goto(siteUrl('southern-cross', otherCar!))
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/)
    const [revealUrl, { headers }] = siteRequest('southern-cross', '/api/phone-reveals')
    expect((await page.request.post(revealUrl, { headers, data: { car_id: 12 } })).status()).toBe(400)
    // A flood of reveals from one visitor is refused after 30 a minute.
    const statuses = []
    for (let i = 0; i < 31; i++)
      statuses.push((await page.request.post(revealUrl, { headers, data: { car_id: 'flood' } })).status())
    expect(statuses.slice(0, 30).every((status) => status === 202)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

test('a search page fetches its first car’s photo first and the others as they come near, after a promo card too', async ({
  page,
}) => {
  // Outback Cars puts a promo card first in its grid: the first car's photo still leads.
  for (const dealer of ['harbour-toyota', 'outback-cars']) {
    await page.goto(siteUrl(dealer, '/search/used-cars'))
    const photos = page.locator('.stock-grid .car-card .car-photo img')
    await expect(photos.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(photos.first()).toHaveAttribute('loading', 'eager')
    await expect(photos.nth(1)).toHaveAttribute('loading', 'lazy')
    await expect(page.locator('.stock-grid img[fetchpriority="high"]')).toHaveCount(1)
  }
})

test('on a phone the results stay where they are when the web font arrives', async ({ page }) => {
  // Lighthouse's phone is 412 px wide: there the count and the sort fitted on one row in the
  // web font but not in the fallback, so the whole list jumped when the font came (CLS 0.11).
  await page.setViewportSize({ width: 412, height: 823 })
  let releaseFont = () => {}
  const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve))
  await page.route(/\.woff2$/, async (route) => {
    await fontHeld
    await route.continue()
  })
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'), { waitUntil: 'domcontentloaded' })
  const list = page.locator('.search-list')
  await expect(list).toBeVisible()
  const before = (await list.boundingBox())!.y
  releaseFont()
  await page.waitForFunction(() => [...document.fonts].some((font) => font.status === 'loaded'))
  await page.evaluate(() => document.fonts.ready)
  expect((await list.boundingBox())!.y).toBe(before)
})
