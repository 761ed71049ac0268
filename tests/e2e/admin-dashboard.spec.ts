import { expect } from '@playwright/test'
import { expectAccessible, signInToAdmin, siteRequest, test } from './env'

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
