import { expect } from '@playwright/test'
import { setDealerSettings, siteUrl, test } from './env'

// What the spec names as one dealer's variant is a setting here: each is turned and seen.

test('the enquiry forms’ send button reads Enquire Now, or Message Now where the dealer chooses', async ({
  page,
  request,
}) => {
  const form = () => page.getByRole('form', { name: 'Send us an enquiry' })
  await page.goto(siteUrl('outback-cars', '/contact-us'))
  await expect(form().getByRole('button', { name: 'Enquire Now' })).toBeVisible()
  await setDealerSettings(request, 'outback-cars', { wording: { submitLabel: 'Message Now' } })
  try {
    await expect(async () => {
      await page.goto(siteUrl('outback-cars', '/contact-us'))
      await expect(form().getByRole('button', { name: 'Message Now' })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(form().getByRole('button', { name: 'Enquire Now' })).toHaveCount(0)
  } finally {
    await setDealerSettings(request, 'outback-cars', { wording: { submitLabel: 'Enquire Now' } })
  }
})
