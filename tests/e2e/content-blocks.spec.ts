import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

test.describe('content blocks and pages', () => {
  test('reviews show with one-decimal ratings and the dealer’s replies', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/about-us'))
    const reviews = page.getByRole('region', { name: 'What our customers say' })
    await expect(reviews.getByRole('listitem')).toHaveCount(4)
    const priya = reviews.getByRole('listitem').filter({ hasText: 'Priya S.' })
    await expect(priya).toContainText('Rated 5.0 out of 5')
    await expect(priya).toContainText('Reply from Harbour City Toyota')
    await expect(reviews.getByRole('listitem').filter({ hasText: 'Daniel K.' })).toContainText('Rated 4.5 out of 5')
  })

  test('the review feedback page greets from the query, with defaults', async ({ page }) => {
    await page.goto(
      siteUrl('harbour-toyota', '/review-feedback?first_name=Priya&dealership_name=Harbour%20City%20Toyota'),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hi Priya, how was your experience with Harbour City Toyota?',
    )
    await expect(page.getByRole('link', { name: /I had a great experience/ })).toHaveAttribute(
      'href',
      'https://g.page/r/harbour-city-toyota/review',
    )
    await expect(page.getByRole('link', { name: 'I had a bad experience' })).toHaveAttribute(
      'href',
      '/customer-feedback-survey',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectAccessible(page)

    await page.goto(siteUrl('harbour-toyota', '/review-feedback'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Hi Valued Customer, how was your experience with Our Dealership?',
    )
    await page.getByRole('link', { name: 'I had a bad experience' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Feedback')
  })

  test('the trade-in page answers questions and the service page lists weekend hours', async ({ page }) => {
    await page.goto(siteUrl('outback-cars', '/trade-in'))
    const faq = page.getByRole('region', { name: 'Trade-in questions' })
    const question = faq.getByText('Do I have to buy a car from you?')
    await expect(faq.getByText('No. We will buy your car outright')).toBeHidden()
    await question.click()
    await expect(faq.getByText('No. We will buy your car outright')).toBeVisible()
    await expectAccessible(page)

    await page.goto(siteUrl('southern-cross', '/genuine-service'))
    const weekend = page.getByRole('region', { name: 'Open this weekend' })
    await expect(weekend.getByRole('heading', { level: 3 })).toHaveText(['Southern Cross Service Centre - Service'])
    await expect(weekend.getByRole('term')).toHaveText(['Saturday', 'Sunday'])
    await expectAccessible(page)
  })
})

test.describe('terms of use on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('are collapsed and expand on click; wider screens show them whole', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/terms-and-conditions'))
    const toggle = page.getByRole('button', { name: 'Read the full terms' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const body = page.locator('.collapsible-mobile-body')
    const collapsed = (await body.boundingBox())!.height
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true')
    expect((await body.boundingBox())!.height).toBeGreaterThan(collapsed)
    await expectAccessible(page)

    await page.setViewportSize({ width: 1280, height: 800 })
    await expect(page.getByRole('button', { name: /Read the full terms|Show less/ })).toBeHidden()
  })
})

test('the sticky call-to-action bar shows its message once scrolled past 900 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto(siteUrl('outback-cars', '/car-finance'))
  const bar = page.getByRole('complementary', { name: 'Call to action' })
  // A finance page's call to action goes to the finance form, not the general contact form.
  await expect(bar.getByRole('link', { name: 'Send a Finance Enquiry' })).toHaveAttribute('href', '/apply-for-finance')
  await expect(bar).toHaveAttribute('data-expanded', 'false')
  await expect(bar.getByText('our finance team calls you back')).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 901))
  await expect(bar).toHaveAttribute('data-expanded', 'true')
  await expect(bar.getByText('our finance team calls you back')).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(bar).toHaveAttribute('data-expanded', 'false')
})

test('each dealer’s brand font is served from its own site, and only that one', async ({ page }) => {
  const fonts: string[] = []
  page.on('response', (response) => {
    if (response.url().endsWith('.woff2')) fonts.push(response.url())
  })
  await page.goto(siteUrl('harbour-toyota'))
  await page.evaluate(() => document.fonts.ready)
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/Fallback/)
  await expect.poll(() => fonts.length).toBe(1)
  expect(fonts[0]).toMatch(new RegExp(`^${siteUrl('harbour-toyota', '/_next/')}`))
})
