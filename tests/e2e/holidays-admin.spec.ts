import { expect } from '@playwright/test'
import { expectAccessible, platformUrl, signInToAdmin, siteUrl, test } from './env'

// The Harbour editor marks the state's next public holiday closed for the whole dealership
// (Sales, Service and Parts) in one step, and a visitor sees it on the location page.
test('a public holiday closed for every department in one step shows on the location page', async ({
  page,
  request,
}) => {
  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  await page.goto(platformUrl('/admin/holidays'))
  await expect(page.getByRole('heading', { level: 1, name: 'Public holidays: Harbour City Toyota' })).toBeVisible()
  const table = page.getByRole('region', { name: 'Public holidays at 120 Parramatta Road, Auburn NSW 2144' })
  await expect(table.getByRole('columnheader', { name: 'Holiday (NSW)' })).toBeVisible()
  await expectAccessible(page, '#holidays-page')

  // The next holidays nobody has set yet (the demo has the summer break set already).
  const unset = table
    .getByRole('row')
    .filter({ hasText: 'Usual hours (every department)' })
    .filter({ hasNotText: /Boxing|Christmas|New Year|Australia Day/ })
  const first = unset.first()
  const holiday = (await first.getByRole('cell').nth(1).textContent())!.trim()
  await first.getByRole('button', { name: `Closed on ${holiday}` }).click()
  const closedRow = table.getByRole('row').filter({ hasText: holiday })
  await expect(closedRow.getByRole('cell').nth(2)).toHaveText('Closed (every department)')
  await expect(closedRow.getByRole('status')).toHaveText(
    'Saved for Harbour City Toyota - Parts, Harbour City Toyota - Sales, Harbour City Toyota - Service.',
  )

  // Special hours for the next one: a time that cannot be read is named on its field.
  const second = unset.first()
  const nextHoliday = (await second.getByRole('cell').nth(1).textContent())!.trim()
  await second.getByRole('button', { name: `Special hours on ${nextHoliday}` }).click()
  const form = page.getByRole('form', { name: `Special hours on ${nextHoliday}` })
  await form.getByLabel('Opens').fill('nine')
  await form.getByLabel('Closes').fill('1pm')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByLabel('Opens')).toHaveAttribute('aria-invalid', 'true')
  await expect(form).toContainText('Enter the opening time')
  await form.getByLabel('Opens').fill('9am')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(table.getByRole('row').filter({ hasText: nextHoliday }).getByRole('cell').nth(2)).toHaveText(
    '9:00 am – 1:00 pm (every department)',
  )

  // On the dealer's site, every department's holiday hours list it.
  await page.goto(siteUrl('harbour-toyota', '/our-location/harbour-city-toyota'))
  for (const department of ['Sales', 'Service']) {
    if (department !== 'Sales') await page.getByLabel('Opening hours for').selectOption(department)
    await page.getByRole('button', { name: `Holiday hours of Harbour City Toyota ${department}` }).click()
    const dialog = page.getByRole('dialog', { name: `Holiday hours: Harbour City Toyota ${department}` })
    await expect(dialog.getByRole('row').filter({ hasText: holiday })).toContainText('Closed')
    await expect(dialog.getByRole('row').filter({ hasText: nextHoliday })).toContainText('9:00 am – 1:00 pm')
    await dialog.getByRole('button', { name: 'Close' }).click()
  }
})
