import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

test.describe('offers', () => {
  test('long descriptions and disclaimers are cut with a toggle; each card links to its offer page', async ({
    page,
  }) => {
    await page.goto(siteUrl('southern-cross', '/special-offers'))
    const finance = page.getByRole('article', { name: 'Group finance: one application for every site' })
    const more = finance.getByRole('button', { name: 'View more' })
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    // The whole text is in the page for print, hidden until asked for.
    await expect(finance.getByText('settle on the day', { exact: false })).toBeHidden()
    await more.click()
    await expect(finance.getByText('settle on the day you pick up your car')).toBeVisible()
    await expect(finance.getByRole('button', { name: 'View less' })).toHaveAttribute('aria-expanded', 'true')

    await expect(finance.getByText('WARNING', { exact: false })).toBeHidden()
    await finance.getByRole('button', { name: 'View full disclaimer' }).click()
    await expect(finance.getByText('WARNING: This comparison rate is true only for the examples given')).toBeVisible()
    await expect(finance.getByRole('button', { name: 'View less disclaimer' })).toBeVisible()

    // A short description has no toggle.
    const sportage = page.getByRole('article', { name: 'Kia Sportage: drive-away pricing' })
    await expect(sportage.getByRole('button')).toHaveCount(0)
    await expectAccessible(page)

    // Multi-brand sites put the make in the offer's address.
    await sportage.getByRole('link', { name: 'Kia Sportage: drive-away pricing' }).click()
    await expect(page).toHaveURL(/\/offers\/kia\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kia Sportage: drive-away pricing')
    await expectAccessible(page)
  })

  test('a single-brand site’s offers live at /offers/<id>; another dealer’s offer is not found there', async ({
    page,
  }) => {
    await page.goto(siteUrl('harbour-toyota', '/special-offers'))
    await page.getByRole('link', { name: 'HiLux SR5: complimentary tow pack' }).click()
    await expect(page).toHaveURL(/\/offers\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('HiLux SR5: complimentary tow pack')
    await expect(page.getByRole('link', { name: 'Explore HiLux' })).toHaveAttribute('href', '/hilux')
    const id = page.url().split('/').at(-1)!

    expect((await page.goto(siteUrl('southern-cross', `/offers/${id}`)))?.status()).toBe(404)
  })

  test('offers narrow by category and make from the address, with counts, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(siteUrl('southern-cross', '/special-offers'))
    const search = page.getByRole('form', { name: 'Find an offer' })
    const all = await page.getByRole('article').count()
    await expect(search.getByRole('status')).toHaveText(`${all} offers`)
    await expect(search.getByRole('combobox', { name: 'Make' }).locator('option')).toHaveText([
      'All makes',
      'Kia (1)',
      'Mazda (1)',
      'Nissan (1)',
    ])
    await search.getByRole('combobox', { name: 'Make' }).selectOption('Mazda')
    await search.getByRole('button', { name: 'Show offers' }).click()
    await expect(page).toHaveURL(/\/special-offers\/search\?(.*&)?make=Mazda/)
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article')).toHaveAccessibleName('Mazda CX-5: $1,000 factory bonus')
    await expect(search.getByRole('status')).toHaveText('1 offer')
    // Within Mazda, the categories it has; a category no Mazda offer has finds nothing, and says so.
    await expect(search.getByRole('combobox', { name: 'Category' }).locator('option')).toHaveText([
      'All categories',
      'New vehicle offer (1)',
    ])
    // A link to /special-offers with a search (an e-mail's) lands on the search.
    await page.goto(siteUrl('southern-cross', '/special-offers?make=Mazda&category=Service+offer'))
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === '/special-offers/search' &&
        url.searchParams.get('make') === 'Mazda' &&
        url.searchParams.get('category') === 'Service offer',
    )
    await expect(page.getByText('No offers match your choice.')).toBeVisible()
    await search.getByRole('link', { name: 'Clear' }).click()
    await expect(page).toHaveURL(siteUrl('southern-cross', '/special-offers'))
    await expect(page.getByRole('article')).toHaveCount(all)
    await context.close()

    // axe runs in the page: the narrowed search checked with scripts on.
    const withScripts = await browser.newContext()
    const scripted = await withScripts.newPage()
    await scripted.goto(siteUrl('southern-cross', '/special-offers?category=New+vehicle+offer'))
    await expect(scripted.getByRole('article')).toHaveCount(3)
    await expectAccessible(scripted)
    await withScripts.close()
  })
})
