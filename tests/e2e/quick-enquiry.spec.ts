// The quick enquiry (spec: quick-enquiry forms open in a modal): a page's call to action
// opens it; name, postcode, phone and e-mail, the dealership chosen for a one-site dealer.
import { expect } from '@playwright/test'
import { REQUIRED } from '../../src/domain/enquiry'
import { TERMS_REQUIRED } from '../../src/domain/enquiry'
import { INVALID_POSTCODE, UNKNOWN_POSTCODE } from '../../src/domain/states'
import { expectAccessible, platformUrl, recordAnalytics, recordedAnalytics, siteUrl, test } from './env'
import { adminHeaders } from './leadForms'

test('a page’s Quick Enquiry opens a short form over the page, checks the postcode and sends event 22', async ({
  page,
}) => {
  await recordAnalytics(page)
  await page.goto(siteUrl('harbour-toyota', '/about-us'))
  await page.getByRole('button', { name: 'Quick Enquiry' }).click()
  const dialog = page.getByRole('dialog', { name: 'Quick Enquiry' })
  const form = dialog.getByRole('form', { name: 'Quick Enquiry' })
  // No message, and no dealership to choose at a one-site dealer.
  await expect(form.getByRole('textbox', { name: 'Comments' })).toHaveCount(0)
  await expect(form.getByRole('combobox', { name: 'Dealership' })).toHaveCount(0)
  const postcode = form.getByRole('textbox', { name: 'Postcode' })
  await expect(postcode).toHaveAttribute('maxlength', '4')

  await form.getByRole('textbox', { name: 'First name' }).fill('Kim')
  await form.getByRole('textbox', { name: 'Email' }).fill('kim@example.com')
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  await expect(form.getByRole('alert').getByRole('link')).toHaveText([`Postcode: ${REQUIRED}`])
  await postcode.fill('20a')
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  await expect(form.getByRole('alert').getByRole('link')).toHaveText([`Postcode: ${INVALID_POSTCODE}`])
  await expectAccessible(page)
  // Four digits, but no Australian postcode: the server says so (spec: geocoding fails).
  await postcode.fill('0000')
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  await expect(form.getByRole('alert').getByRole('link')).toHaveText([`Postcode: ${UNKNOWN_POSTCODE}`])

  await postcode.fill('2000')
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  const answer = await sent
  expect(answer.status()).toBe(201)
  expect(answer.request().postDataJSON()).toMatchObject({ category: 'quick', postcode: '2000' })
  await expect(dialog.getByRole('status')).toHaveText('Thank you, one of our team will be in touch shortly.')
  expect((await recordedAnalytics(page)).at(-1)).toMatchObject({ eventId: 22, category: 'quick' })
})

test('where the dealer sets a disclaimer, the form asks to agree to it and refuses an unticked box with the spec’s text', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request)
  const site = (
    (await (
      await request.get(platformUrl('/api/tenants?where[slug][equals]=harbour-toyota&depth=0'), { headers: admin })
    ).json()) as { docs: { id: string }[] }
  ).docs[0]!
  const setDisclaimer = (enquiryDisclaimer: string) =>
    request.patch(platformUrl(`/api/tenants/${site.id}`), { headers: admin, data: { wording: { enquiryDisclaimer } } })
  expect((await setDisclaimer('We store your details to answer this enquiry.')).status()).toBe(200)
  try {
    await page.goto(siteUrl('harbour-toyota', '/about-us'))
    await page.getByRole('button', { name: 'Quick Enquiry' }).click()
    const form = page.getByRole('dialog', { name: 'Quick Enquiry' }).getByRole('form', { name: 'Quick Enquiry' })
    await expect(form.getByText('We store your details to answer this enquiry.')).toBeVisible()
    await form.getByRole('textbox', { name: 'First name' }).fill('Kim')
    await form.getByRole('textbox', { name: 'Email' }).fill('kim@example.com')
    await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
    await form.getByRole('textbox', { name: 'Postcode' }).fill('2000')
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    await expect(form.getByRole('alert').getByRole('link')).toHaveText([`Terms: ${TERMS_REQUIRED}`])
    await expectAccessible(page)
    await form.getByText('I agree to the terms above.').click()
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
    await form.getByRole('button', { name: 'Enquire Now' }).click()
    expect((await sent).status()).toBe(201)
  } finally {
    await setDisclaimer('')
  }
})
