import { expect } from '@playwright/test'
import { expectAccessible, setDealerSettings, siteUrl, test } from './env'
import { firstCarInStock } from './leadForms'
import { signInWithCode, SMS_INBOX } from './visitorSignIn'

// Spec §6: pages a visitor signs in for. The finance page and personalised finance where the
// dealer switches it on (and only then); online payment always. Each comes back after.
const PHONE = { local: '0412 777 411', e164: '+61412777411' }
const DEALER = 'southern-cross'

test('the finance pages send a visitor through the sign-in where the dealer gates them, and back; off, they do not', async ({
  page,
  browser,
  request,
}) => {
  test.skip(!SMS_INBOX, 'scripts/e2e.mjs gives the server a local SMS inbox')
  test.setTimeout(90_000)
  await setDealerSettings(request, DEALER, {
    finance: { pageSignIn: true, personalisedSignIn: true },
    links: { carFinancePage: 'personalised' },
  })
  try {
    // A car's finance link goes to personalised finance, which asks for the sign-in first.
    const car = await firstCarInStock(request, DEALER, 'car_type=used')
    await page.goto(siteUrl(DEALER, `/cars/${car.slug}`))
    const apply = page.getByRole('link', { name: 'Apply for finance' })
    await expect(apply).toHaveAttribute('href', new RegExp(`^/personalised/finance\\?car_id=${car.slug}&`))
    await apply.click()
    await page.waitForURL(
      (url) => url.pathname === '/sign-in' && url.searchParams.get('type') === 'personalised-finance',
    )
    await signInWithCode(page, PHONE.local, PHONE.e164)
    await expect(page).toHaveURL(
      (url) => url.pathname === '/personalised/finance' && url.searchParams.get('car_id') === car.slug,
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Personalised Finance')
    const form = page.locator('#finance-form')
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('0412777411')
    await expect(page.getByRole('complementary', { name: 'The car' })).toBeVisible()
    await expectAccessible(page)

    // The finance page: a signed-in visitor sees it; one who is not signs in first.
    await page.goto(siteUrl(DEALER, '/finance'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for Finance')
    const stranger = await browser.newContext()
    const other = await stranger.newPage()
    await other.goto(siteUrl(DEALER, '/apply-for-finance?vehiclePriceBudget=25000'))
    await other.waitForURL(
      (url) =>
        url.pathname === '/sign-in' &&
        url.searchParams.get('type') === 'finance' &&
        url.searchParams.get('redirect') === '/apply-for-finance?vehiclePriceBudget=25000',
    )

    // Switched off, nobody is asked to sign in, and the car's link is the finance page again.
    await setDealerSettings(request, DEALER, {
      finance: { pageSignIn: false, personalisedSignIn: false },
      links: { carFinancePage: 'finance' },
    })
    await other.goto(siteUrl(DEALER, '/finance'))
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Apply for Finance')
    await other.goto(siteUrl(DEALER, `/personalised/finance?car_id=${car.slug}`))
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your Personalised Finance')
    await expect(other.locator('#finance-form').getByRole('textbox', { name: 'Phone' })).toHaveValue('')
    await other.goto(siteUrl(DEALER, `/cars/${car.slug}`))
    await expect(other.getByRole('link', { name: 'Apply for finance' })).toHaveAttribute(
      'href',
      // Southern Cross's finance page is /finance-enquiry.
      new RegExp(`^/finance-enquiry\\?car_id=${car.slug}&`),
    )
    await stranger.close()
  } finally {
    await setDealerSettings(request, DEALER, {
      finance: { pageSignIn: false, personalisedSignIn: false },
      links: { carFinancePage: 'finance' },
    })
  }
})

test('online payment always asks for the sign-in, then shows the visitor’s own payments', async ({ page }) => {
  test.skip(!SMS_INBOX, 'scripts/e2e.mjs gives the server a local SMS inbox')
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto(siteUrl(DEALER, '/online-payment'))
  await page.waitForURL(
    (url) =>
      url.pathname === '/sign-in' &&
      url.searchParams.get('type') === 'online-payment' &&
      url.searchParams.get('redirect') === '/online-payment',
  )
  await signInWithCode(page, '0412 777 412', '+61412777412')
  await expect(page).toHaveURL(siteUrl(DEALER, '/online-payment'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Online payments')
  await expect(page.getByText(/You have not paid .+ anything online\./)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectAccessible(page)
})
