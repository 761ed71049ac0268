// The stock directory (/search/makes): the dealer's makes with their logos and numbers of
// cars, a make's models, a name to narrow by, each entry opening its landing page; and the
// search page's makes list with the same logos.
import { expect } from '@playwright/test'
import { expectAccessible, siteRequest, siteUrl, test } from './env'

test('the directory lists the makes with logos, a make’s models, and narrows by name without JavaScript too', async ({
  page,
  request,
}) => {
  const facets = (
    (await (await request.get(...siteRequest('southern-cross', '/api/search?limit=1'))).json()) as {
      facets: { make: Record<string, number>; make_model: Record<string, number> }
    }
  ).facets
  await page.goto(siteUrl('southern-cross', '/search/makes'))
  await expect(page.getByRole('heading', { level: 1, name: 'Our stock by make' })).toBeVisible()
  const entries = page.locator('.stock-directory-entry')
  await expect(entries).toHaveCount(Math.min(21, Object.keys(facets.make).length))
  const kia = entries.filter({ has: page.getByRole('link', { name: 'Kia', exact: true }) })
  await expect(kia).toContainText(`${facets.make.Kia} cars`)
  await expect(kia.locator('img')).toHaveAttribute('src', /\/api\/manufacturers\/file\/kia-badge\.png$/)
  await expectAccessible(page)

  await kia.getByRole('link', { name: 'Models of Kia' }).click()
  await expect(page).toHaveURL(/\/search\/makes\?make=Kia$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kia models in stock' })).toBeVisible()
  const models = Object.entries(facets.make_model).filter(([pair]) => pair.startsWith('Kia|'))
  await expect(entries).toHaveCount(models.length)
  const [pair, cars] = models.sort(([a], [b]) => a.localeCompare(b))[0]!
  const model = pair.split('|')[1]!
  const entry = entries.filter({ has: page.getByRole('link', { name: model, exact: true }) })
  await expect(entry).toContainText(`${cars} car`)

  // Narrowing by name is the directory's own state, in its address.
  await page.getByRole('searchbox', { name: 'Find a model' }).fill(model.slice(0, 3))
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page).toHaveURL(new RegExp(`make=Kia&q=${encodeURIComponent(model.slice(0, 3))}`))
  await expect(entries.getByRole('link', { name: model, exact: true })).toBeVisible()
  await entries.getByRole('link', { name: model, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Kia ${model}`)
  await expect(page.locator('.car-card').first()).toBeVisible()
})

test('a name that matches nothing says so, and a nonsense page is the last page', async ({ page }) => {
  await page.goto(siteUrl('southern-cross', '/search/makes?q=zzzz&page=-4'))
  await expect(page.getByRole('status')).toHaveText('No makes match “zzzz”.')
  const response = await page.goto(siteUrl('southern-cross', '/search/makes?page=99'))
  expect(response!.status()).toBe(200)
  await expect(page.locator('.stock-directory-entry').first()).toBeVisible()
})

test('the search page’s makes list shows each make’s logo and links the directory', async ({ page }) => {
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  const filters = page.getByRole('search', { name: 'Filter stock' })
  await filters.locator('summary', { hasText: /^Make$/ }).click()
  const kia = filters.locator('label.search-option', { hasText: /^Kia/ })
  await expect(kia.locator('img')).toHaveAttribute('src', /kia-badge\.png$/)
  await expect(kia.locator('img')).toHaveAttribute('alt', '')
  await expect(filters.getByRole('link', { name: 'Browse makes and models' })).toHaveAttribute('href', '/search/makes')
})
