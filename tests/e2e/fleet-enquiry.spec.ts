import { expect } from '@playwright/test'
import { dataLayerEvents, expectAccessible, siteUrl, test } from './env'

test.describe('fleet enquiry', () => {
  test('Get In Touch lists each problem, then stores the enquiry and thanks the visitor', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/fleet'))
    const form = page.getByRole('form', { name: 'Fleet and business enquiries' })
    await form.getByRole('textbox', { name: 'First name' }).fill('Priya')
    await form.getByRole('textbox', { name: 'Email' }).fill('priya@')
    await form.getByRole('button', { name: 'Get In Touch' }).click()

    const summary = form.getByRole('alert')
    await expect(summary).toContainText('Please fix the following errors:')
    await expect(summary.getByRole('link')).toHaveText([
      /^Email: Enter a valid email address/,
      'Phone: This is a required field.',
      'Comments: This is a required field.',
    ])
    await expect(summary).toBeFocused()
    await expect(form.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true')
    await expectAccessible(page)

    await form.getByRole('textbox', { name: 'Email' }).fill('priya@example.com')
    await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
    await form.getByRole('textbox', { name: 'Business name' }).fill('Singh Plumbing')
    await form.getByRole('combobox', { name: 'Fleet size' }).selectOption('6-20')
    await form.getByRole('textbox', { name: 'Comments' }).fill('Six utes for our crews')
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
    await form.getByRole('button', { name: 'Get In Touch' }).click()
    expect((await sent).status()).toBe(201)
    await expect(page.getByRole('status')).toHaveText(
      'Thank you, our fleet team will be in touch within one business day.',
    )
    await expect(page.getByRole('status')).toBeFocused()
    // Spec: a fleet enquiry is event 19.
    expect(await dataLayerEvents(page)).toContain('19 fleet')
  })

  test('a failed send keeps what the visitor typed and says so', async ({ page }) => {
    await page.route('**/api/leads', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'We could not send your enquiry just now. Please try again or call us.' }),
      }),
    )
    await page.goto(siteUrl('outback-cars', '/fleet'))
    const form = page.getByRole('form', { name: 'Fleet and business enquiries' })
    // On a cold server a press can come before the form has hydrated (the page then posts to
    // itself and starts over): typed and pressed again until the script has the form.
    await expect(async () => {
      await form.getByRole('textbox', { name: 'First name' }).fill('Sam')
      await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com')
      await form.getByRole('textbox', { name: 'Phone' }).fill('+61 412 345 678')
      await form.getByRole('textbox', { name: 'Comments' }).fill('Two vans')
      await form.getByRole('button', { name: 'Get In Touch' }).click()
      await expect(form.getByRole('alert')).toHaveText(
        'We could not send your enquiry just now. Please try again or call us.',
        { timeout: 3_000 },
      )
    }).toPass({ timeout: 30_000 })
    await expect(form.getByRole('textbox', { name: 'Comments' })).toHaveValue('Two vans')
  })
})

test.describe('careers enquiry', () => {
  test('a group’s Careers page takes an enquiry for one of its dealerships and sends event 51', async ({ page }) => {
    await page.goto(siteUrl('southern-cross', '/careers'))
    const form = page.getByRole('form', { name: 'Work with us' })
    await form.getByRole('textbox', { name: 'First name' }).fill('Sam')
    await form.getByRole('textbox', { name: 'Email' }).fill('sam@example.com')
    await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
    await form
      .getByRole('textbox', { name: 'Comments' })
      .fill('Qualified light-vehicle technician, five years with Kia.')
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(form.getByRole('alert').getByRole('link')).toHaveText(['Dealership: This is a required field.'])
    await expectAccessible(page)
    await form.getByRole('combobox', { name: 'Dealership' }).selectOption({ label: 'Southern Cross Service Centre' })
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    expect((await sent).status()).toBe(201)
    await expect(page.getByRole('status')).toHaveText(
      'Thank you for your interest in joining our team. We will be in touch.',
    )
    const events = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: { eventId: number; category: string }[] }).dataLayer ?? []).map(
        (event) => `${event.eventId} ${event.category}`,
      ),
    )
    expect(events).toContain('51 careers')
  })
})
