import { expect } from '@playwright/test'
import { expectAccessible, platformUrl, signInToAdmin, siteRequest, test } from './env'
import { adminHeaders } from './leadForms'

// The Harbour editor opens the admin on what needs doing: today's leads (one click to them),
// failed deliveries, the last stock import, what starts or ends this week.
test('the dashboard opens on the dealer’s day: new leads a click away, the last stock import, this week’s dates', async ({
  page,
  request,
}) => {
  const [url, init] = siteRequest('harbour-toyota', '/api/leads')
  const sent = await request.post(url, {
    headers: { ...init.headers, 'X-Forwarded-For': '203.0.113.77' },
    data: {
      category: 'general',
      name: 'Dana Dashboard',
      email: 'dana@example.com',
      phone: '0412345678',
      subject: 'Sales Enquiry',
      message: 'Do you have a white RAV4 hybrid?',
    },
  })
  expect(sent.status()).toBe(201)

  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  const dashboard = page.getByRole('region', { name: 'Harbour City Toyota today' })
  await expect(dashboard).toBeVisible()
  await expect(dashboard.getByText('Last stock import')).toBeVisible()
  await expect(dashboard.getByRole('heading', { name: 'Starting or ending this week' })).toBeVisible()
  await expectAccessible(page, '#dealer-dashboard')

  const today = dashboard.getByRole('definition').first().getByRole('link')
  expect(Number(await today.textContent())).toBeGreaterThanOrEqual(1)
  await today.click()
  await expect(page).toHaveURL(/\/admin\/collections\/leads\?/)
  await expect(page.getByRole('link', { name: /Dana Dashboard/ })).toBeVisible()
})

// A dealer that set no address for its leads: the lead is stored, cannot be sent, and the
// dashboard counts it and says what to do.
test('the dashboard counts a lead with nowhere to send, and says to set the lead e-mail', async ({ page, request }) => {
  const admin = await adminHeaders(request)
  const created = await request.post(platformUrl('/api/tenants'), {
    headers: admin,
    data: { name: 'Nowhere Motors', slug: 'nowhere-motors' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const [url, init] = siteRequest('nowhere-motors', '/api/leads')
  const sent = await request.post(url, {
    headers: init.headers,
    data: {
      category: 'general',
      name: 'Nora Nowhere',
      email: 'nora@example.com',
      phone: '0412345678',
      subject: 'Sales Enquiry',
      message: 'Who reads this?',
    },
  })
  expect(sent.status()).toBe(201)

  await signInToAdmin(page, request, 'admin@platform.test')
  const dealer = page.getByRole('article', { name: 'Nowhere Motors' })
  // The queue tries the lead within seconds; it fails at once with nowhere to send.
  await expect(async () => {
    await page.reload()
    await expect(dealer.getByRole('definition').nth(2)).toHaveText('1', { timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  const fixes = dealer.getByRole('list', { name: 'Leads that have not reached the dealer' })
  await expect(fixes).toContainText('Leads have nowhere to go: set “E-mail for leads”')
  await expect(fixes).toContainText('1 lead failed')
  await expectAccessible(page, '#dealer-dashboard')
  await fixes.getByRole('link', { name: 'Open the dealer’s settings' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/tenants\/[^/]+$/)
})
