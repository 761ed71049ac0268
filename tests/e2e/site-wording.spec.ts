// What a visitor reads is true and in the dealer's words: the enquiry button in the dealer's
// term, no test drive of a caravan, the comparison rate beside every rate (on paper too).
import { expect, type APIRequestContext } from '@playwright/test'
import { expectAccessible, siteRequest, siteUrl, test } from './env'

const firstHit = async (request: APIRequestContext, slug: string, query: string) => {
  const found = (await (await request.get(...siteRequest(slug, `/api/search?${query}`))).json()) as {
    hits: { slug: string }[]
  }
  expect(found.hits.length, `${slug}: ${query}`).toBeGreaterThan(0)
  return found.hits[0]!.slug
}

test('the car page’s enquiry button uses the dealer’s word as a noun, never as a verb', async ({ page, request }) => {
  // Southern Cross calls an enquiry a “Request”.
  await page.goto(siteUrl('southern-cross', `/cars/${await firstHit(request, 'southern-cross', 'car_type=used')}`))
  await expect(page.getByRole('link', { name: 'Send a request about this car' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request about this car', exact: true })).toHaveCount(0)
  await page.goto(siteUrl('harbour-toyota', `/cars/${await firstHit(request, 'harbour-toyota', 'car_type=used')}`))
  await expect(page.getByRole('link', { name: 'Enquire about this car' })).toBeVisible()
  await page.goto(siteUrl('southern-cross', '/success'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your request')
})

test('a caravan offers no test drive; a car does', async ({ page, request }) => {
  await page.goto(siteUrl('outback-cars', `/cars/${await firstHit(request, 'outback-cars', 'body=Caravan')}`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.vehicle-actions').getByRole('link', { name: 'Book A Test Drive' })).toHaveCount(0)
  await page.goto(siteUrl('outback-cars', `/cars/${await firstHit(request, 'outback-cars', 'body=Ute')}`))
  await expect(page.locator('.vehicle-actions').getByRole('link', { name: 'Book A Test Drive' })).toBeVisible()
})

test('the calculator prints the dealer’s rate with its comparison rate and the warning', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/car-finance'))
  const calculator = page.getByRole('region', { name: 'Finance Calculator' })
  await expect(calculator.locator('.calculator-comparison')).toHaveText(
    /^Our rate \d+\.\d\d% p\.a\., comparison rate 10\.21% p\.a\.\*\. /,
  )
  await calculator.getByRole('button', { name: 'View full disclaimer' }).click()
  await expect(calculator.locator('#financeDisclaimer')).toContainText(
    '* Comparison rate based on a 5 year secured loan of $30,000',
  )
  await expectAccessible(page)
})

test('a printed car page carries the comparison rate’s whole warning', async ({ page, request }) => {
  await page.goto(
    siteUrl('harbour-toyota', `/cars/${await firstHit(request, 'harbour-toyota', 'car_type=used&sortBy=price_desc')}`),
  )
  const disclosure = page.locator('#financeDisclaimer')
  await expect(disclosure).toBeVisible()
  const warning = 'Different terms, fees or other loan amounts might result in a different comparison rate.'
  await expect(disclosure.getByText(warning)).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(disclosure.getByText(warning)).toBeVisible()
})
