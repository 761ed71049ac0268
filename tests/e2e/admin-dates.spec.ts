import { expect, type APIRequestContext } from '@playwright/test'
import { adminHeaders } from './leadForms'
import { platformUrl, signInToAdmin, test } from './env'

/** An offer of Harbour's that starts next year: on no page yet, so nothing else sees the edits made to it. */
async function offerStartingNextYear(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request)
  const tenants = (await (
    await request.get(platformUrl('/api/tenants?where[slug][equals]=harbour-toyota&depth=0'), { headers })
  ).json()) as { docs: { id: number | string }[] }
  const created = await request.post(platformUrl('/api/offers'), {
    headers,
    data: {
      tenant: tenants.docs[0]!.id,
      name,
      category: 'Service offer',
      startDate: '2027-01-10T00:00:00.000Z',
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  return { headers, doc: ((await created.json()) as { doc: { id: number | string } }).doc }
}

// Dates and times typed the way Australians write them stick, in the zone the field shows.
test('an editor types an offer’s end as “31/01/2027 9am” and it is saved as that moment', async ({ page, request }) => {
  const { headers, doc } = await offerStartingNextYear(request, 'Winter tyre check (date entry test)')

  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  await page.goto(platformUrl(`/admin/collections/offers/${doc.id}`))
  const end = page.locator('#field-endDate input').first()
  // A plain day typed the Australian way sticks...
  // Typed again until the picker has hydrated (on a cold server the first keystrokes can land before it).
  const typeInto = async (text: string, shown: string | RegExp) =>
    expect(async () => {
      await end.fill(text)
      await end.press('Tab')
      await expect(end).toHaveValue(shown, { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
  await typeInto('1/2/2027', /^1 Feb 2027/)
  // ...and so does a day with a 12-hour time.
  await typeInto('31/01/2027 9am', '31 Jan 2027 9:00 AM')
  await page
    .getByRole('button', { name: /^(Publish changes|Save)$/ })
    .first()
    .click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  const offer = (await (await request.get(platformUrl(`/api/offers/${doc.id}?depth=0`), { headers })).json()) as {
    endDate: string
    endDate_tz?: string
  }
  // 9 am in the zone the field was in (the dealer default, Sydney: +11:00 in summer).
  const local = new Intl.DateTimeFormat('en-AU', {
    timeZone: offer.endDate_tz ?? 'Australia/Sydney',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(new Date(offer.endDate))
  expect(local).toBe('31/01/2027, 9:00 am')
})

// An end typed as a day means the end of that day: the offer runs all of 31 January, as the site says.
test('an offer’s end typed as “31/01/2027” lasts to the end of that day in the dealer’s zone', async ({
  page,
  request,
}) => {
  const { headers, doc } = await offerStartingNextYear(request, 'Summer service check (end of day test)')

  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  await page.goto(platformUrl(`/admin/collections/offers/${doc.id}`))
  const end = page.locator('#field-endDate input').first()
  await expect(async () => {
    await end.fill('31/01/2027')
    await end.press('Tab')
    await expect(end).toHaveValue(/^31 Jan 2027/, { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await page
    .getByRole('button', { name: /^(Publish changes|Save)$/ })
    .first()
    .click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  const offer = (await (await request.get(platformUrl(`/api/offers/${doc.id}?depth=0`), { headers })).json()) as {
    endDate: string
  }
  // 31 Jan 2027 23:59:59.999 in Sydney (+11:00), not its first minute.
  expect(offer.endDate).toBe('2027-01-31T12:59:59.999Z')
  // The admin shows what is stored.
  await page.reload()
  await expect(page.locator('#field-endDate input').first()).toHaveValue('31 Jan 2027 11:59 PM')
})
