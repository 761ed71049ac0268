import { expect } from '@playwright/test'
import { expectAccessible, platformUrl, siteRequest, siteUrl, test } from './env'
import { adminHeaders, fillContact } from './leadForms'
import { recipients, sentMail } from './mailbox'

// A location's page carries the enquiry form with that location chosen; its lead goes to the
// location's own lead address (set here on one of Southern Cross's sites, then taken off).
test('a location page’s form has that location chosen, and its lead reaches that location’s address', async ({
  page,
  request,
}) => {
  const contact = await (await request.get(...siteRequest('southern-cross', '/contact-us'))).text()
  const slugs = [...new Set([...contact.matchAll(/href="\/contact-us\/([a-z0-9-]+)"/g)].map((m) => m[1]!))]
  expect(slugs.length).toBeGreaterThan(1)
  // Not the first site: the choice must be the page's, not the list's first.
  const slug = slugs[1]!
  const headers = await adminHeaders(request)
  const { docs } = (await (
    await request.get(platformUrl(`/api/locations?where[slug][equals]=${slug}&depth=0&limit=20`), { headers })
  ).json()) as { docs: { id: number }[] }
  expect(docs.length).toBeGreaterThan(0)
  // zz-every-lead-delivered.spec pairs the visitor's address with the location's.
  const stamp = Date.now()
  const address = `location-${stamp}@example.com`
  const setAddress = async (leadEmail: string | null) => {
    for (const doc of docs)
      expect(
        (await request.patch(platformUrl(`/api/locations/${doc.id}`), { headers, data: { leadEmail } })).status(),
      ).toBe(200)
  }
  await setAddress(address)
  try {
    await page.goto(siteUrl('southern-cross', `/contact-us/${slug}`))
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!
    const form = page.getByRole('form', { name: `Send ${name} an enquiry` })
    await expect(form.getByRole('combobox', { name: 'Dealership' })).toHaveValue(slug)
    await form.getByRole('combobox', { name: 'Enquiry type' }).selectOption({ index: 1 })
    await fillContact(form)
    await form.getByRole('textbox', { name: 'Email' }).fill(`location-enquiry-${stamp}@example.com`)
    await form.getByRole('textbox', { name: 'Comments' }).fill('Are you open on the public holiday?')
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(page.getByRole('status')).toHaveText(`Thank you for your enquiry. ${name} will be in touch shortly.`)
    // The form (the map beside it is the map service's page, in a frame of its own).
    await expectAccessible(page, '.contact-enquiry')
    await expect
      .poll(async () => (await sentMail()).some((mail) => recipients(mail).includes(address)), { timeout: 30_000 })
      .toBe(true)
  } finally {
    await setAddress(null)
  }
})
