import { expect } from '@playwright/test'
import { expectAccessible, platformUrl, setDealerSettings, siteRequest, siteUrl, staffSession, test } from './env'
import { firstCarInStock } from './leadForms'

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

test('a dealer chooses the buttons on car pages, the finance button’s words and what a car without photos says', async ({
  page,
  request,
}) => {
  const DEALER = 'southern-cross'
  const car = await firstCarInStock(request, DEALER, 'car_type=used')
  let bare: { slug: string } | undefined
  for (let page = 1; !bare && page <= 10; page++) {
    const found = (await (
      await request.get(...siteRequest(DEALER, `/api/search?car_type=new&page=${page}`))
    ).json()) as {
      hits?: { slug: string; status: string; primary_photo: unknown }[]
    }
    bare = found.hits?.find((hit) => hit.status === 'in_stock' && !hit.primary_photo)
  }
  expect(bare, 'a new car whose photos have not arrived').toBeTruthy()
  const actions = page.locator('.vehicle-actions')
  await page.goto(siteUrl(DEALER, `/cars/${car.slug}`))
  await expect(actions.getByRole('link', { name: 'Trade In' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Apply for finance' })).toBeVisible()
  await setDealerSettings(request, DEALER, {
    stock: {
      carPageButtons: ['finance', 'enquire'],
      financeButtonLabel: 'Finance Enquiry',
      noPhotoText: 'Arriving soon, please enquire for photos',
    },
  })
  try {
    await expect(async () => {
      await page.goto(siteUrl(DEALER, `/cars/${car.slug}`))
      await expect(page.getByRole('link', { name: 'Finance Enquiry' })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('link', { name: 'Apply for finance' })).toHaveCount(0)
    // Only the enquiry is left under the price, in the spec's order whatever the order chosen.
    await expect(actions.locator('a, button')).toHaveText([/about this car$/])
    await expectAccessible(page)
    await page.goto(siteUrl(DEALER, `/cars/${bare!.slug}`))
    await expect(page.getByRole('region', { name: 'Photos' })).toHaveText('Arriving soon, please enquire for photos')
  } finally {
    await setDealerSettings(request, DEALER, {
      stock: { carPageButtons: [], financeButtonLabel: 'Apply for finance', noPhotoText: 'Photos coming soon' },
    })
  }
})

test('a dealer that asks for the postcode: every enquiry form requires it, shown as 1234, and the server holds to it', async ({
  page,
  request,
}) => {
  const DEALER = 'outback-cars'
  const postcode = () =>
    page.getByRole('form', { name: 'Send us an enquiry' }).getByRole('textbox', { name: /^Postcode/ })
  await page.goto(siteUrl(DEALER, '/contact-us'))
  await expect(postcode()).not.toHaveAttribute('aria-required', 'true')
  await setDealerSettings(request, DEALER, { features: { enquiryPostcodeRequired: true } })
  try {
    await expect(async () => {
      await page.goto(siteUrl(DEALER, '/contact-us'))
      await expect(postcode()).toHaveAttribute('aria-required', 'true', { timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(postcode()).toHaveAttribute('placeholder', '1234')
    const [url, init] = siteRequest(DEALER, '/api/leads')
    const lead = {
      category: 'general',
      name: 'Pat Postcode',
      email: 'postcode@example.com',
      phone: '0412345678',
      subject: 'Sales Enquiry',
      message: 'Is the Ranger still here?',
    }
    const refused = await request.post(url, {
      headers: { ...init.headers, 'X-Forwarded-For': '203.0.113.91' },
      data: lead,
    })
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.postcode).toBe(
      'This is a required field.',
    )
  } finally {
    await setDealerSettings(request, DEALER, { features: { enquiryPostcodeRequired: false } })
  }
})

test('a dealer that asks for Rego: the general enquiry offers it, optional, and the lead keeps the plate', async ({
  page,
  request,
}) => {
  const DEALER = 'outback-cars'
  const form = () => page.getByRole('form', { name: 'Send us an enquiry' })
  const [url, init] = siteRequest(DEALER, '/api/leads')
  const send = (rego: string, visitor: string) =>
    request.post(url, {
      headers: { ...init.headers, 'X-Forwarded-For': visitor },
      data: {
        category: 'general',
        name: 'Rita Rego',
        email: 'rego@example.com',
        phone: '0412345678',
        subject: 'Service Enquiry',
        message: 'Booking a service for my car.',
        rego,
      },
    })
  const admin = { Authorization: `JWT ${(await staffSession(request, 'admin@platform.test')).token}` }
  const detailsOf = async (answer: Awaited<ReturnType<typeof send>>) => {
    const id = ((await answer.json()) as { lead_id: string }).lead_id
    const lead = await request.get(platformUrl(`/api/leads/${id}?depth=0`), { headers: admin })
    return ((await lead.json()) as { details?: Record<string, unknown> }).details ?? {}
  }
  await page.goto(siteUrl(DEALER, '/contact-us'))
  await expect(form().getByRole('textbox', { name: 'Rego' })).toHaveCount(0)
  await setDealerSettings(request, DEALER, { features: { enquiryRego: true } })
  try {
    await expect(async () => {
      await page.goto(siteUrl(DEALER, '/contact-us'))
      await expect(form().getByRole('textbox', { name: 'Rego' })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 10_000 })
    await expect(form().getByRole('textbox', { name: 'Rego' })).not.toHaveAttribute('aria-required', 'true')
    await expectAccessible(page)
    const refused = await send('ABC/123', '203.0.113.92')
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { fields: Record<string, string> }).fields.rego).toMatch(
      /registration as on the plate/,
    )
    const kept = await send('abc 123', '203.0.113.93')
    expect(kept.status()).toBe(201)
    expect((await detailsOf(kept)).rego).toBe('ABC123')
  } finally {
    await setDealerSettings(request, DEALER, { features: { enquiryRego: false } })
  }
  // Not asked: a plate sent anyway is not kept.
  const ignored = await send('XYZ789', '203.0.113.94')
  expect(ignored.status()).toBe(201)
  expect((await detailsOf(ignored)).rego).toBeUndefined()
})
