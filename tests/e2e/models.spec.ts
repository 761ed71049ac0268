import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

test.describe('models list and model pages', () => {
  test('/models lists the range by category and filters by ?body=', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/models'))
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
    ])
    await expectAccessible(page)

    await page.getByRole('navigation', { name: 'Model categories' }).getByRole('link', { name: 'SUVs & 4WDs' }).click()
    await expect(page).toHaveURL(/\/models\?body=suvs-and-4wds$/)
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(['SUVs & 4WDs'])
    await expect(page.getByRole('link', { name: 'SUVs & 4WDs' })).toHaveAttribute('aria-current', 'page')
    const rav4 = main.getByRole('article').filter({ hasText: 'RAV4' })
    await expect(rav4).toContainText('All-New')
    await expect(rav4.getByRole('link', { name: 'Our Stock of RAV4' })).toHaveAttribute(
      'href',
      '/search/new-cars?make_model=Toyota%7CRAV4',
    )
    // Upcoming models offer no stock.
    await page.goto(siteUrl('harbour-toyota', '/models?body=electrified'))
    const upcoming = main.getByRole('article').filter({ hasText: 'HiLux Hybrid 48V' })
    await expect(upcoming).toContainText('Upcoming')
    await expect(upcoming.getByRole('link', { name: /Our Stock/ })).toHaveCount(0)
  })

  test('a model page shows the model, its offers and capped-price servicing', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/models'))
    await page.getByRole('link', { name: 'Explore RAV4' }).click()
    await expect(page).toHaveURL(/\/rav4$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('RAV4')
    await expect(page.getByRole('main')).toContainText('Australia’s favourite SUV')
    await expect(page.getByRole('link', { name: 'See our RAV4 stock' })).toHaveAttribute(
      'href',
      '/search/new-cars?make_model=Toyota%7CRAV4',
    )
    // The seeded RAV4 finance offer (its name may have been edited by the publishing test).
    await expect(page.getByRole('region', { name: 'RAV4 offers' }).getByRole('heading', { level: 3 })).toHaveCount(1)
    const servicing = page.getByRole('region', { name: 'Capped price servicing for the RAV4' })
    await expect(servicing).toContainText('$260 per standard service')
    await expect(servicing).toContainText('5 services over 5 years or 75,000 km')
    await expect(servicing.getByRole('link', { name: /Book a Service/ })).toHaveAttribute('href', '/service-booking')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('harbour-toyota', '/rav4'))
    await expectAccessible(page)

    // A model without its own price row gets the dealer's default row; unknown paths stay 404.
    await page.goto(siteUrl('harbour-toyota', '/gr86'))
    await expect(page.getByRole('region', { name: 'Capped price servicing for the GR86' })).toContainText(
      '$250 per standard service',
    )
    expect((await page.goto(siteUrl('harbour-toyota', '/no-such-model')))?.status()).toBe(404)
    expect((await page.goto(siteUrl('southern-cross', '/rav4')))?.status()).toBe(404)
  })

  test('the home page shows the latest offers and the range', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'))
    const offers = page.getByRole('region', { name: 'Latest offers' })
    await expect(offers.getByRole('article')).not.toHaveCount(0)
    await expect(offers.getByRole('link', { name: 'View all offers' })).toHaveAttribute('href', '/special-offers')
    const range = page.getByRole('region', { name: 'Explore the range' })
    await expect(range.getByRole('article')).toHaveCount(8)
    await expect(range.getByRole('link', { name: 'View all models' })).toHaveAttribute('href', '/models')
  })
})
