import { expect } from '@playwright/test'
import { adminHeaders } from './leadForms'
import { platformUrl, signInToAdmin, test } from './env'

// Dates and times typed the way Australians write them stick, in the zone the field shows.
test('an editor types an offer’s end as “31/01/2027 9am” and it is saved as that moment', async ({ page, request }) => {
  await signInToAdmin(page, request, 'editor@harbour-toyota.test')

  await page.goto(platformUrl('/admin/collections/offers'))
  await page.getByRole('link', { name: 'Free battery check with every service' }).click()
  await expect(page).toHaveURL(/\/offers\/[^/]+$/)
  const id = page.url().split('/').pop()
  const headers = await adminHeaders(request)
  const before = (await (await request.get(platformUrl(`/api/offers/${id}?depth=0`), { headers })).json()) as {
    endDate: string | null
  }
  const end = page.locator('#field-endDate input').first()
  // A plain day typed the Australian way sticks...
  await end.fill('1/2/2027')
  await end.press('Tab')
  await expect(end).toHaveValue(/^1 Feb 2027/)
  // ...and so does a day with a 12-hour time.
  await end.fill('31/01/2027 9am')
  await end.press('Tab')
  await expect(end).toHaveValue('31 Jan 2027 9:00 AM')
  await page
    .getByRole('button', { name: /^(Publish changes|Save)$/ })
    .first()
    .click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  const offer = (await (await request.get(platformUrl(`/api/offers/${id}?depth=0`), { headers })).json()) as {
    endDate: string
    endDate_tz?: string
  }
  // 9 am in the zone the field was in (the dealer default, Sydney: +11:00 in summer).
  const zone = offer.endDate_tz ?? 'Australia/Sydney'
  const local = new Intl.DateTimeFormat('en-AU', {
    timeZone: zone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(offer.endDate))
  expect(local).toBe('31/01/2027, 9:00 am')

  // The seeded offer as it was, for the tests after this one (the offers page's screenshots),
  // once the editor has left it (an open document is locked to its editor).
  await page.goto(platformUrl('/admin/collections/offers'))
  await expect
    .poll(async () => {
      const restored = await request.patch(platformUrl(`/api/offers/${id}`), {
        headers,
        data: { endDate: before.endDate },
      })
      return restored.status()
    })
    .toBe(200)
})
