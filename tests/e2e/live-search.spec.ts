// The stock search once the page runs: filters, keywords and sliders apply as the visitor
// makes them, the address follows, Back and Forward go through the searches (from the
// browser's kept answers), and without JavaScript the same form still submits.
import { expect, type Page } from '@playwright/test'
import { expectAccessible, platformUrl, setStockSettings, siteUrl, staffSession, test } from './env'

const count = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

function searchRequests(page: Page) {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/search') seen.push(request.url())
  })
  return seen
}

test('a make, keywords and the price slider refine the search in place; Back and Forward restore each search', async ({
  page,
}) => {
  const asked = searchRequests(page)
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  const heading = page.getByRole('heading', { name: /vehicles?$/, level: 2 })
  const all = count(await heading.textContent())
  const filters = page.getByRole('search', { name: 'Filter stock' })
  const titles = page.locator('.car-card h3')

  await filters.locator('summary', { hasText: /^Make$/ }).click()
  await filters.getByRole('checkbox', { name: /^Ford/ }).click()
  await expect(page).toHaveURL(/\/search\/used-cars\?make=Ford$/)
  await expect.poll(async () => count(await heading.textContent())).toBeLessThan(all)
  const fords = count(await heading.textContent())
  await expect(filters.getByRole('button', { name: `Show Me ${fords} vehicles` })).toBeVisible()
  for (const title of await titles.allTextContents()) expect(title).toContain('Ford')

  // Keywords apply once the visitor stops typing (300 ms), not letter by letter.
  const before = asked.length
  await filters.getByRole('searchbox', { name: 'Keywords' }).pressSequentially('ranger', { delay: 40 })
  await expect(page).toHaveURL(/\/search\/used-cars\?query=ranger&make=Ford$/)
  await expect.poll(async () => count(await heading.textContent())).toBeLessThan(fords)
  const rangers = count(await heading.textContent())
  expect(asked.length - before).toBe(1)
  for (const title of await titles.allTextContents()) expect(title).toContain('Ranger')

  // The slider by keyboard: each press moves the highest price down a step; the search follows 400 ms after the last.
  await filters.locator('summary', { hasText: /^Price$/ }).click()
  const highest = filters.getByRole('slider', { name: 'Highest price' })
  const top = Number(await highest.getAttribute('max'))
  await highest.focus()
  for (let press = 0; press < 8; press++) await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(/\/search\/used-cars\?query=ranger&make=Ford&price=-\d+000$/)
  const cap = Number(/price=-(\d+)/.exec(page.url())![1])
  expect(cap).toBeLessThan(top)
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    `Price up to $${cap.toLocaleString('en-AU')}`,
  )
  await expect.poll(async () => count(await heading.textContent())).toBeLessThan(rangers)
  for (const price of await page.locator('.car-price strong').allTextContents())
    expect(count(price)).toBeLessThanOrEqual(cap)
  expect(asked.length - before).toBe(2)
  await expectAccessible(page)

  // Back and Forward: the earlier searches, answered from the browser's kept answers.
  await page.goBack()
  await expect(page).toHaveURL(/\/search\/used-cars\?query=ranger&make=Ford$/)
  await expect(heading).toHaveText(`${rangers} vehicles`)
  await expect(filters.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('ranger')
  await page.goBack()
  await expect(page).toHaveURL(/\/search\/used-cars\?make=Ford$/)
  await expect(heading).toHaveText(`${fords} vehicles`)
  await expect(filters.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('')
  await page.goBack()
  await expect(heading).toHaveText(`${all} vehicles`)
  await expect(filters.getByRole('checkbox', { name: /^Ford/ })).not.toBeChecked()
  await page.goForward()
  await expect(heading).toHaveText(`${fords} vehicles`)
  await expect(filters.getByRole('checkbox', { name: /^Ford/ })).toBeChecked()
  expect(asked.length - before).toBe(2)

  // A chip takes its filter away in place, and the page is still the same document.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true))
  await page.getByRole('link', { name: 'Remove filter Ford' }).click()
  await expect(page).toHaveURL(/\/search\/used-cars$/)
  await expect(heading).toHaveText(`${all} vehicles`)
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
})

test('another page of results scrolls to the results; Back returns to where the visitor was', async ({ page }) => {
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  const pages = page.getByRole('navigation', { name: 'Result pages' })
  await pages.scrollIntoViewIfNeeded()
  const wasAt = await page.evaluate(() => window.scrollY)
  expect(wasAt).toBeGreaterThan(1000)
  const firstTitle = await page.locator('.car-card h3').first().textContent()
  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/search\/used-cars\?page=2$/)
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page')
  await expect(page.locator('.car-card h3').first()).not.toHaveText(firstTitle!)
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(wasAt / 2)

  await page.goBack()
  await expect(page.locator('.car-card h3').first()).toHaveText(firstTitle!)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(wasAt - 200)
})

test('without JavaScript the filter form submits any price, such as $25,500', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  const filters = page.getByRole('search', { name: 'Filter stock' })
  await filters.locator('summary', { hasText: /^Price$/ }).click()
  await filters.getByRole('spinbutton', { name: 'From ($)' }).fill('25500')
  await filters.getByRole('button', { name: /^Show Me [\d,]+ vehicles$/ }).click()
  await expect(page).toHaveURL(/\/search\/used-cars\?price=25500-$/)
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Price from $25,500')
  for (const price of await page.locator('.car-price strong').allTextContents())
    expect(Number(price.replace(/\D/g, ''))).toBeGreaterThanOrEqual(25_500)
  await context.close()
})

test('the dealer’s search choices: kilometre sorts, makes by the number of cars, the fixed price slider', async ({
  page,
  request,
}) => {
  const choose = (stock: { kilometreSorts: boolean; makesByVolume: boolean; fixedPriceSlider: boolean }) =>
    setStockSettings(request, 'southern-cross', stock)
  const sorts = page.getByRole('combobox', { name: 'Sort by' }).getByRole('option')
  const makes = async () => {
    const filters = page.getByRole('search', { name: 'Filter stock' })
    await filters.locator('summary', { hasText: /^Make$/ }).click()
    return (await filters.locator('input[name=make]').evaluateAll((boxes) =>
      boxes.map((box) => {
        const label = box.closest('label')!.textContent!
        return { name: (box as HTMLInputElement).value, count: Number(/\((\d+)\)/.exec(label)![1]) }
      }),
    )) as { name: string; count: number }[]
  }

  // The demo group offers both.
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  await expect(sorts.filter({ hasText: 'Kilometres: lowest first' })).toHaveCount(1)
  const byVolume = await makes()
  expect(byVolume.map((make) => make.count)).toEqual([...byVolume.map((make) => make.count)].sort((a, b) => b - a))
  expect(byVolume.map((make) => make.name)).not.toEqual(byVolume.map((make) => make.name).sort())

  // The price slider spans the stock's own prices.
  const priceScale = async () => {
    await page
      .getByRole('search', { name: 'Filter stock' })
      .locator('summary', { hasText: /^Price$/ })
      .click()
    const highest = page.getByRole('slider', { name: 'Highest price' })
    await expect(highest).toBeAttached()
    return Promise.all(['min', 'max', 'step'].map(async (name) => Number(await highest.getAttribute(name))))
  }
  expect(await priceScale()).not.toEqual([5_000, 250_000, 500])

  await choose({ kilometreSorts: false, makesByVolume: false, fixedPriceSlider: true })
  try {
    await page.reload()
    await expect(sorts.filter({ hasText: 'Kilometres' })).toHaveCount(0)
    const byName = await makes()
    expect(byName.map((make) => make.name)).toEqual(
      byVolume.map((make) => make.name).sort((a, b) => a.localeCompare(b)),
    )
    expect(await priceScale()).toEqual([5_000, 250_000, 500])
  } finally {
    await choose({ kilometreSorts: true, makesByVolume: true, fixedPriceSlider: false })
  }
})

test('the makes list shows 7 makes, then all of them on Show all makes, and 7 again on Hide extra makes', async ({
  page,
  request,
}) => {
  const admin = { Authorization: `JWT ${(await staffSession(request, 'admin@platform.test')).token}` }
  const token = 'many-makes-push-token-0123456789abcdef'
  const created = await request.post(platformUrl('/api/tenants'), {
    headers: admin,
    data: { name: 'Many Makes Motors', slug: 'many-makes', stock: { pushToken: token } },
  })
  expect(created.status(), await created.text()).toBe(201)
  const makes = ['Audi', 'BMW', 'Ford', 'Honda', 'Jeep', 'Kia', 'Lexus', 'Mazda', 'Subaru', 'Toyota']
  const pushed = await request.post(platformUrl('/api/stock-feed/many-makes'), {
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    data: Buffer.from(
      JSON.stringify(
        makes.map((make, i) => ({
          stocknum: `MM-${i}`,
          year: 2021,
          make,
          model: 'Wagon',
          car_type: 'used',
          status: 'in_stock',
          price: 20_000 + i * 1_000,
          km: 40_000,
          body: '4D Wagon',
          images: [`https://images.example.com/mm-${i}/1.jpg`],
        })),
      ),
    ),
  })
  expect(pushed.status(), await pushed.text()).toBe(200)

  await page.goto(siteUrl('many-makes', '/search/used-cars'))
  const filters = page.getByRole('search', { name: 'Filter stock' })
  await filters.locator('summary', { hasText: /^Make$/ }).click()
  const boxes = filters.locator('input[name=make]')
  const more = filters.getByRole('button', { name: 'Show all makes' })
  await expect(boxes).toHaveCount(7)
  await more.click()
  await expect(boxes).toHaveCount(makes.length)
  const less = filters.getByRole('button', { name: 'Hide extra makes' })
  await expect(less).toHaveAttribute('aria-expanded', 'true')
  // A make chosen further down keeps the whole list in view (nothing to fold it over).
  await filters.getByRole('checkbox', { name: /^Toyota/ }).check()
  await expect(page).toHaveURL(/\?make=Toyota$/)
  await expect(less).toHaveCount(0)
  await expect(boxes).toHaveCount(makes.length)
  await filters.getByRole('checkbox', { name: /^Toyota/ }).uncheck()
  await expect(page).toHaveURL(/\/search\/used-cars$/)
  await less.click()
  await expect(boxes).toHaveCount(7)
  await expect(more).toHaveAttribute('aria-expanded', 'false')
  await expectAccessible(page)
})
