// Finance estimates as a regulator expects them: the weekly figure on a card and on the car's
// page is the same, printed with the rate and an equally prominent comparison rate, the terms
// it assumes and the comparison rate's warning, the lender's licence a keypress away, and the
// calculator opened from the car shows the same repayment.
import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

test('a car’s finance estimate carries its rates and small print, and the calculator agrees', async ({ page }) => {
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  const card = page
    .locator('.car-card')
    .filter({ has: page.locator('.card-finance') })
    .first()
  const cardFinance = card.locator('.card-finance')
  await expect(cardFinance).toContainText('per week*')
  await expect(cardFinance).toContainText('9.49% p.a. interest rate, 10.21% p.a. comparison rate*')
  const weekly = (await cardFinance.locator('strong').textContent())!
  expect(weekly).toMatch(/^\$\d{2,3}(,\d{3})?\.\d{2}$/)
  await expect(page.locator('.stock-grid-small-print')).toContainText(
    '* 5 year term, 10.0% deposit, 30% final payment.',
  )

  await page.goto(
    siteUrl('harbour-toyota', (await card.getByRole('link', { name: 'View Details' }).getAttribute('href'))!),
  )
  const panel = page.getByRole('region', { name: 'Finance estimate' })
  await expect(panel.locator('.finance-estimate-figures strong')).toHaveText(weekly)
  await expect(panel).toContainText('per month')
  const rate = panel.locator('dd').first()
  const comparison = panel.locator('dd').last()
  await expect(rate).toHaveText('9.49% p.a.')
  await expect(comparison).toHaveText('10.21% p.a.')
  // The comparison rate is printed at least as prominently as the rate.
  const style = (cell: typeof rate) =>
    cell.evaluate((el) => [getComputedStyle(el).fontSize, getComputedStyle(el).fontWeight, getComputedStyle(el).color])
  expect(await style(comparison)).toEqual(await style(rate))

  // The small print: short, the full text by keyboard, and the lender's licence in a dialog.
  const disclaimer = page.locator('#financeDisclaimer')
  await expect(disclaimer).toContainText('5 year term, 10.0% deposit, 30% final payment.')
  // The whole text is in the page for print, hidden until asked for.
  const rest = disclaimer.getByText('Different terms, fees or other loan amounts', { exact: false })
  await expect(rest).toBeHidden()
  await disclaimer.getByRole('button', { name: 'View full disclaimer' }).focus()
  await page.keyboard.press('Enter')
  await expect(rest).toBeVisible()
  await disclaimer.getByRole('button', { name: 'About our lender' }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'About our lender' })
  await expect(dialog).toContainText('Australian Credit Licence 512345')
  await expectAccessible(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(disclaimer.getByRole('button', { name: 'About our lender' })).toBeFocused()

  // The calculator opened from the car starts on its price, deposit and final payment.
  await panel.getByRole('link', { name: 'Work out your repayments' }).click()
  await expect(page).toHaveURL(/#finance-calculator$/)
  await expect(page.locator('#finance-calculator').getByTestId('repayment')).toHaveText(weekly)
})

test('a lender’s own figure is printed with the rates and term it was quoted at, never the dealer’s', async ({
  page,
}) => {
  // Outback's lender (type D) sends a weekly figure per car with its rates and term.
  await page.goto(siteUrl('outback-cars', '/search'))
  const figures = page.locator('.card-finance')
  await expect(figures.first()).toBeVisible()
  for (const figure of await figures.all())
    await expect(figure).toContainText('11.95% p.a. interest rate, 12.84% p.a. comparison rate*')
  await expect(page.locator('.stock-grid-small-print')).toContainText('Estimates are our lender’s own weekly figures')

  const card = page.locator('.car-card').filter({ has: figures }).first()
  await page.goto(
    siteUrl('outback-cars', (await card.getByRole('link', { name: 'View Details' }).getAttribute('href'))!),
  )
  const panel = page.getByRole('region', { name: 'Finance estimate' })
  await expect(panel.locator('dd').first()).toHaveText('11.95% p.a.')
  await expect(panel.locator('dd').last()).toHaveText('12.84% p.a.')
  await expect(page.locator('#financeDisclaimer')).toContainText('5 year term, the lender’s own figure for this car.')
})

test('no repayment on any demo site is shown without its interest rate and comparison rate', async ({ page }) => {
  for (const site of ['harbour-toyota', 'southern-cross', 'outback-cars']) {
    await page.goto(siteUrl(site, '/search'))
    await expect(page.locator('.car-card').first()).toBeVisible()
    for (const figure of await page.locator('.card-finance').all())
      await expect(figure).toHaveText(
        /per week\*.*\d+\.\d{2}% p\.a\. interest rate, \d+\.\d{2}% p\.a\. comparison rate\*/,
      )
    expect(await page.locator('.car-card:has-text("per week")').count()).toBe(
      await page.locator('.card-finance').count(),
    )
  }
})
