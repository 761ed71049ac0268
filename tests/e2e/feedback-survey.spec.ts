import { expect } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'
import { fillContact } from './leadForms'
import { sentMail } from './mailbox'

// Spec: "I had a bad experience" leads to /customer-feedback-survey. The survey asks how
// satisfied, with which part of the business and what happened, and reaches the dealer as a lead.
test('a bad experience goes to the survey, whose answers reach the dealer as a customer feedback lead', async ({
  page,
}) => {
  await page.goto(siteUrl('harbour-toyota', '/review-feedback?first_name=Jess'))
  await page.getByRole('link', { name: 'I had a bad experience' }).click()
  await expect(page).toHaveURL(/\/customer-feedback-survey$/)
  const form = page.getByRole('form', { name: 'Tell us what happened' })
  // Nothing chosen and nothing said: the survey says what it needs.
  await form.getByRole('button', { name: 'Send Feedback' }).click()
  await expect(form.getByRole('combobox', { name: 'How satisfied were you?' })).toHaveAttribute('aria-invalid', 'true')
  await form.getByRole('combobox', { name: 'How satisfied were you?' }).selectOption('Dissatisfied')
  await form.getByRole('combobox', { name: 'With' }).selectOption('Service')
  await fillContact(form)
  const stamp = Date.now()
  await form.getByRole('textbox', { name: 'Email' }).fill(`feedback-${stamp}@example.com`)
  await form.getByRole('textbox', { name: 'Comments' }).fill('My car was not ready at the time I was promised.')
  await expectAccessible(page, 'main')
  await form.getByRole('button', { name: 'Send Feedback' }).click()
  await expect(page.getByRole('status')).toHaveText(
    'Thank you for telling us. A manager will call you within one business day.',
  )
  await expect
    .poll(
      async () => (await sentMail()).find((mail) => mail.replyTo?.text === `feedback-${stamp}@example.com`)?.text ?? '',
      { timeout: 30_000 },
    )
    .toMatch(/Satisfaction: Dissatisfied[\s\S]*About: Service/)
  const mail = (await sentMail()).find((m) => m.replyTo?.text === `feedback-${stamp}@example.com`)!
  expect(mail.subject).toBe('Customer feedback from Jess (Harbour City Toyota website)')
})
