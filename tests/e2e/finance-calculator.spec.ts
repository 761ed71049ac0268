import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

test.describe('finance calculator block', () => {
  test('recomputes on every change, applies the dealer’s limits and sends analytics event 26 once', async ({
    page,
  }) => {
    await page.goto(siteUrl('southern-cross', '/car-finance#finance-calculator'))
    const calculator = page.locator('#finance-calculator')
    await expect(calculator.getByRole('heading', { name: 'Finance Calculator' })).toBeVisible()
    const repayment = calculator.getByTestId('repayment')
    const total = calculator.getByTestId('total')
    const price = calculator.getByLabel('Purchase price ($)')
    const rate = calculator.getByLabel('Interest rate (% p.a.)')

    // $30,000 at 8.5 % over 5 years (the defaults): monthly $615.50, total $36,930.00.
    await rate.fill('8.5')
    await calculator.getByLabel('Monthly').check()
    await expect(repayment).toHaveText('$615.50')
    await expect(total).toHaveText('$36,930.00')
    await calculator.getByLabel('Weekly').check()
    await expect(repayment).toHaveText('$141.73')
    await expect(calculator).toContainText('Estimated weekly repayment')

    // Deposit and trade-in come off the price; a quick pick sets the price.
    await calculator.getByRole('button', { name: '$50,000' }).click()
    await expect(price).toHaveValue('50000')
    await calculator.getByLabel('Deposit ($)').fill('10000')
    await calculator.getByLabel('Trade-in ($)').fill('10000')
    await calculator.getByLabel('Monthly').check()
    await expect(repayment).toHaveText('$615.50')

    // Out of bounds: the spec's help text; 0 or below becomes 0; tiny repayments are not quoted.
    await price.fill('500')
    await expect(calculator.getByText('Cannot be less than 1,000 or more than 250,000')).toBeVisible()
    await expect(price).toHaveAttribute('aria-invalid', 'true')
    await expect(repayment).toHaveText('Enquire for Finance')
    await price.fill('-20')
    await price.blur()
    await expect(price).toHaveValue('0')

    // The rate clamps to its limits when the visitor leaves the field.
    await rate.fill('40')
    await rate.blur()
    await expect(rate).toHaveValue('15')

    const events = await page.evaluate(
      () =>
        ((window as unknown as { dataLayer?: { eventId: number }[] }).dataLayer ?? []).filter((e) => e.eventId === 26)
          .length,
    )
    expect(events).toBe(1)
    await expectAccessible(page)
  })

  test('the loan term moves in half years between the limits', async ({ page }) => {
    await page.goto(siteUrl('outback-cars', '/car-finance'))
    const term = page.getByLabel('Loan term')
    await expect(term).toHaveAttribute('step', '0.5')
    await expect(term).toHaveAttribute('min', '1')
    await expect(term).toHaveAttribute('max', '7')
    await term.focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.locator('#finance-calculator output')).toHaveText('5.5 years')
  })
})
