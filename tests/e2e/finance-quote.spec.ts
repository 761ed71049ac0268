// The broker's instant quote on the production build, answered by the local broker
// (scripts/financeBrokerStandIn.mjs, started by scripts/e2e.mjs): Southern Cross offers quotes,
// Harbour does not. The quote is asked for once the inputs have settled for 500 ms; a broker
// failure shows a dash; every figure comes with the rates it was quoted at.
import { expect, type Page } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

const quoteRequests = (page: Page) => {
  const bodies: Record<string, unknown>[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/youx/quote')) bodies.push(request.postDataJSON() as Record<string, unknown>)
  })
  return bodies
}
const money = (text: string | null) => Number(text!.replace(/[$,]/g, ''))

test('a quote appears once the inputs settle, with its rates, and a failing broker shows a dash', async ({ page }) => {
  const asked = quoteRequests(page)
  await page.goto(siteUrl('southern-cross', '/finance-enquiry'))
  const section = page.getByRole('region', { name: 'Instant finance quote' })
  const price = section.getByLabel('Purchase price ($)')
  await expect(price).toHaveValue('30000')
  await expect(section.getByRole('slider', { name: 'Loan term' })).toHaveValue('5')
  await expect(section.getByRole('radio', { name: 'Great' })).toBeChecked()
  const weekly = section.getByTestId('quote-weekly')
  await expect(weekly).toHaveText(/^\$\d+\.\d{2}$/)
  await expect(section.getByTestId('quote-rate')).toHaveText('7.99% p.a.')
  await expect(section.getByTestId('quote-comparison')).toHaveText('8.91% p.a.')
  const firstWeekly = money(await weekly.textContent())
  await expect(section.getByTestId('quote-monthly')).toHaveText(
    `$${(Math.round(firstWeekly * 4.33 * 100) / 100).toLocaleString('en-AU', { minimumFractionDigits: 2 })}`,
  )
  expect(asked).toEqual([{ selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5 }])

  // Typed at a steady pace (longer in all than the debounce, every key inside it): digits only,
  // and one question once the typing has settled, never one for a number half typed.
  await price.fill('')
  await price.pressSequentially('4a5,0$00', { delay: 100 })
  await expect(price).toHaveValue('45000')
  await expect(weekly).not.toHaveText(`$${firstWeekly}`)
  await expect.poll(() => asked.length).toBe(2)
  expect(asked[1]).toMatchObject({ purchasePrice: 45_000 })
  // Below the broker's range, clamped on leaving the field.
  await price.fill('5000')
  await price.blur()
  await expect(price).toHaveValue('10000')

  // Keyboard only: a shorter term and a poorer score, each answered with its own rates.
  await section.getByRole('slider', { name: 'Loan term' }).focus()
  await page.keyboard.press('ArrowLeft')
  await expect(section.locator('output')).toHaveText('4 years')
  await section.getByRole('radio', { name: 'Great' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(section.getByRole('radio', { name: 'Poor' })).toBeChecked()
  await expect(section.getByTestId('quote-rate')).toHaveText('16.99% p.a.')
  await expect(section.getByTestId('quote-comparison')).toHaveText('17.95% p.a.')
  await expect(section).toContainText('WARNING: This comparison rate is true only for the example given')
  await expectAccessible(page)

  // The broker fails: the figures are cleared to a dash, with no message.
  await price.fill('13013')
  await price.blur()
  for (const figure of ['quote-weekly', 'quote-monthly', 'quote-rate', 'quote-comparison'])
    await expect(section.getByTestId(figure)).toHaveText('–')
  await expect(section.getByRole('alert')).toHaveCount(0)
  // It answers again for the next question.
  await price.fill('20000')
  await expect(weekly).toHaveText(/^\$\d+\.\d{2}$/)
})

test('the address fills the form in, and a car’s page quotes that car', async ({ page }) => {
  await page.goto(
    siteUrl(
      'southern-cross',
      '/finance-enquiry?vehiclePriceBudget=24990&loanTerm=3&credit_score=decent&whoIsHelping=Sam',
    ),
  )
  const section = page.getByRole('region', { name: 'Instant finance quote' })
  await expect(section.getByLabel('Purchase price ($)')).toHaveValue('24990')
  await expect(section.locator('output')).toHaveText('3 years')
  await expect(section.getByRole('radio', { name: 'Decent' })).toBeChecked()
  await expect(section.getByTestId('quote-rate')).toHaveText('11.49% p.a.')

  const asked = quoteRequests(page)
  await page.goto(siteUrl('southern-cross', '/search/used-cars'))
  await page.locator('.car-card').first().getByRole('link', { name: 'View Details' }).click()
  const onCar = page.getByRole('region', { name: 'Instant finance quote' })
  await expect(onCar.getByTestId('quote-weekly')).toHaveText(/^\$\d+\.\d{2}$/)
  const slug = new URL(page.url()).pathname.split('/').at(-1)
  expect(asked.at(-1)).toMatchObject({ car: slug, loanTerm: 5, selfAssessedCreditScore: 'GREAT' })

  // Harbour does not offer quotes: no form on its finance page or its cars.
  await page.goto(siteUrl('harbour-toyota', '/finance'))
  await expect(page.getByRole('heading', { name: 'Apply for Finance' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Instant finance quote' })).toHaveCount(0)
})
