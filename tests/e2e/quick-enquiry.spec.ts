// The quick enquiry (spec: quick-enquiry forms open in a modal): a page's call to action
// opens it; name, postcode, phone and e-mail, the dealership chosen for a one-site dealer.
import { expect } from '@playwright/test'
import { REQUIRED } from '../../src/domain/enquiry'
import { INVALID_POSTCODE } from '../../src/domain/states'
import { expectAccessible, recordAnalytics, recordedAnalytics, siteUrl, test } from './env'

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

  await postcode.fill('2000')
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
  await form.getByRole('button', { name: 'Enquire Now' }).click()
  const answer = await sent
  expect(answer.status()).toBe(201)
  expect(answer.request().postDataJSON()).toMatchObject({ category: 'quick', postcode: '2000' })
  await expect(dialog.getByRole('status')).toHaveText('Thank you, one of our team will be in touch shortly.')
  expect((await recordedAnalytics(page)).at(-1)).toMatchObject({ eventId: 22, category: 'quick' })
})
