import { expect, type Page } from '@playwright/test'
import { dataLayerEvents, expectAccessible, siteUrl, test } from './env'

/** The dealer's today, as the booking form's date field takes it. */
const dayAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' })

async function fillContact(page: Page, form: ReturnType<Page['getByRole']>) {
  await form.getByRole('textbox', { name: 'First name' }).fill('Lee')
  await form.getByRole('textbox', { name: 'Email' }).fill('lee@example.com')
  await form.getByRole('textbox', { name: 'Phone' }).fill('02 9876 5432')
}

test.describe('enquiries and test drives', () => {
  test('an offer’s Book A Test Drive opens the booking form with its model chosen, and books it', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/special-offers'))
    await page.getByRole('link', { name: 'HiLux SR5: complimentary tow pack' }).click()
    await page.getByRole('main').getByRole('link', { name: 'Book A Test Drive' }).click()
    await expect(page).toHaveURL(/\/book-test-drive\?model=hilux&offer=[^&]+$/)
    await expect(page.getByRole('link', { name: 'HiLux SR5: complimentary tow pack' })).toBeVisible()

    const form = page.getByRole('form', { name: 'Book A Test Drive' })
    await expect(form.getByRole('combobox', { name: 'Model' })).toHaveValue('hilux')
    // One site: no dealership to choose. Upcoming models cannot be driven yet.
    await expect(form.getByRole('combobox', { name: 'Dealership' })).toHaveCount(0)
    await expect(
      form.getByRole('combobox', { name: 'Model' }).getByRole('option', { name: 'HiLux Hybrid 48V' }),
    ).toHaveCount(0)
    await expectAccessible(page)

    await fillContact(page, form)
    // The time comes from the dealership's sales hours on the chosen day (Sundays 10 am to 4 pm, else from 8:30 am).
    const time = form.getByRole('combobox', { name: 'Preferred time' })
    await expect(time.getByRole('option')).toHaveText(['Choose the day first'])
    await form.getByLabel('Preferred date').fill(dayAhead(3))
    const sunday = new Date(`${dayAhead(3)}T00:00:00Z`).getUTCDay() === 0
    await expect(time.getByRole('option').nth(1)).toHaveText(sunday ? '10:00 am' : '8:30 am')
    await time.selectOption('11:00')
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
    await form.getByRole('button', { name: 'Book A Test Drive' }).click()
    const answer = await sent
    expect(answer.status()).toBe(201)
    expect(answer.request().postDataJSON()).toMatchObject({ preferred_date: dayAhead(3), preferred_time: '11:00' })
    // The thank-you restates the day and time asked for, so the visitor can check them.
    const [year, month, day] = dayAhead(3).split('-').map(Number) as [number, number, number]
    const asked = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-AU', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    await expect(page.getByRole('status')).toHaveText(
      `Thank you, we will call you shortly to confirm your test drive. You asked for ${asked.replace(',', '')} at 11:00 am.`,
    )
    // Spec: a test drive is event 17.
    expect(await dataLayerEvents(page)).toContain('17 test-drive')
  })

  test('a group’s contact form asks for the enquiry type and one of its dealerships', async ({ page }) => {
    await page.goto(siteUrl('southern-cross', '/contact-us'))
    const form = page.getByRole('form', { name: 'Send us an enquiry' })
    await fillContact(page, form)
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(form.getByRole('alert').getByRole('link')).toHaveText([
      'Enquiry type: This is a required field.',
      'Dealership: This is a required field.',
      'Comments: This is a required field.',
    ])
    await expect(form.getByRole('combobox', { name: 'Dealership' })).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)

    // This group calls an enquiry a "Request" (its Wording setting).
    await expect(form.getByRole('combobox', { name: 'Enquiry type' }).getByRole('option')).toHaveText([
      'Choose…',
      'General Request',
      'Sales Request',
      'Service Request',
      'Parts Request',
      'Finance Request',
    ])
    await form.getByRole('combobox', { name: 'Enquiry type' }).selectOption('Sales Request')
    await form.getByRole('combobox', { name: 'Dealership' }).selectOption({ label: 'Southern Cross Kia & MG' })
    await form.getByRole('textbox', { name: 'Comments' }).fill('Is the Sportage GT-Line available in blue?')
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for your enquiry. One of our team will be in touch shortly.',
    )
  })

  test('an offer’s Enquire Now names the offer on the contact form', async ({ page }) => {
    await page.goto(siteUrl('southern-cross', '/special-offers'))
    await page
      .getByRole('article', { name: 'Kia Sportage: drive-away pricing' })
      .getByRole('link', { name: 'Enquire Now' })
      .click()
    await expect(page).toHaveURL(/\/contact-us\?offer=[^&]+$/)
    const form = page.getByRole('form', { name: 'Enquire about Kia Sportage: drive-away pricing' })
    await expect(form.getByRole('textbox', { name: 'Comments' })).toHaveValue(
      'I am interested in the offer: Kia Sportage: drive-away pricing.',
    )
  })
})

test('Start Finance Journey leads to the dealer’s finance enquiry page, which stores the enquiry', async ({ page }) => {
  await page.goto(siteUrl('outback-cars', '/car-finance'))
  await page.getByRole('link', { name: 'Start Finance Journey' }).click()
  await expect(page).toHaveURL(/\/apply-for-finance$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl('outback-cars', '/apply-for-finance'),
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for Finance')
  await expect(page.getByRole('region', { name: 'Work out your repayments' })).toBeVisible()

  const form = page.getByRole('form', { name: 'Your finance enquiry' })
  await fillContact(page, form)
  await form.getByRole('textbox', { name: 'Amount to borrow' }).fill('500')
  await form.getByRole('button', { name: 'Send Finance Enquiry' }).click()
  await expect(form.getByRole('alert').getByRole('link')).toHaveText([
    'Amount to borrow: Cannot be less than 1,000 or more than 250,000',
  ])
  await expectAccessible(page)

  await form.getByRole('textbox', { name: 'Amount to borrow' }).fill('$28,000')
  await form.getByRole('button', { name: 'Send Finance Enquiry' }).click()
  // The calculator's term output is a status too.
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you, our finance team will call you shortly to talk through your options.',
  )
})
