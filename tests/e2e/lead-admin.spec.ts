import { readFileSync } from 'node:fs'
import { expect } from '@playwright/test'
import { firstCar } from './leadForms'
import { platformUrl, signInToAdmin, siteRequest, test } from './env'

// A dealer's staff open a lead and act on it: call or e-mail from the lead, see the car and
// go to its page, read the visitor's answers as words (not a JSON box).
test('an editor opens a car enquiry: tap to call, click to e-mail, the car with its links, the answers', async ({
  page,
  request,
}) => {
  const car = await firstCar(request, 'harbour-toyota', 'car_type=used&sortBy=price_asc')
  const [url, { headers }] = siteRequest('harbour-toyota', '/api/leads')
  const sent = await request.post(url, {
    headers: { ...headers, 'content-type': 'application/json' },
    data: {
      category: 'vehicle',
      car: car.slug,
      name: 'Morgan',
      last_name: 'Lee',
      email: 'morgan.lee@example.com',
      phone: '0412 345 678',
      message: 'Is it still available?',
      opt_in_finance: true,
      page_url: `http://harbour-toyota.localhost/cars/${car.slug}`,
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { lead_id } = (await sent.json()) as { lead_id: string }

  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  await page.goto(platformUrl(`/admin/collections/leads/${lead_id}`))

  const glance = page.getByRole('region', { name: 'The lead at a glance' })
  await expect(glance.getByRole('link', { name: 'Call Morgan Lee on 0412345678' })).toHaveAttribute(
    'href',
    'tel:0412345678',
  )
  await expect(glance.getByRole('link', { name: 'E-mail morgan.lee@example.com' })).toHaveAttribute(
    'href',
    'mailto:morgan.lee@example.com',
  )
  await expect(glance.getByRole('link', { name: 'The car on the site' })).toHaveAttribute(
    'href',
    new RegExp(`^http://harbour-toyota\\.localhost:\\d+/cars/${car.slug}$`),
  )
  await expect(glance.getByRole('link', { name: 'The car’s record' })).toHaveAttribute(
    'href',
    /^\/admin\/collections\/cars\/[^/]+$/,
  )
  await expect(glance.getByRole('term').filter({ hasText: 'Wants finance' })).toBeVisible()
  await expect(glance.getByRole('definition').filter({ hasText: 'Yes' })).toBeVisible()
  // The raw JSON editor is gone (it was this field, with this description).
  await expect(page.getByText('Answers specific to the form')).toHaveCount(0)
  await expect(page.locator('#field-details')).toBeHidden()

  // The car's record opens.
  await glance.getByRole('link', { name: 'The car’s record' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/cars\/[^/]+$/)
})

// The list narrows to one form and today's leads, and the export carries the same filters.
test('an editor filters the leads by form and day, and exports what the list shows as CSV', async ({
  page,
  request,
}) => {
  const [url, { headers }] = siteRequest('harbour-toyota', '/api/leads')
  const sent = await request.post(url, {
    headers: { ...headers, 'content-type': 'application/json', 'X-Forwarded-For': '203.0.113.91' },
    data: {
      category: 'fleet',
      name: 'Fleet',
      last_name: 'Manager',
      email: 'fleet.manager@example.com',
      phone: '0412345679',
      company: 'Harbour Plumbing',
      fleet_size: '6-20',
      page_url: 'http://harbour-toyota.localhost/fleet',
      message: 'Twelve utes by March.',
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)

  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  await page.goto(platformUrl('/admin/collections/leads'))
  const filters = page.getByRole('form', { name: 'Filter leads' })
  await filters.getByLabel('Form').selectOption({ label: 'Fleet enquiry' })
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
  await filters.getByLabel('From').fill(today)
  await filters.getByRole('button', { name: 'Show leads' }).click()
  await expect(page).toHaveURL(
    /where%5Band%5D%5B0%5D%5Bcategory%5D%5Bequals%5D=fleet|where\[and\]\[0\]\[category\]\[equals\]=fleet/,
  )
  await expect(page.getByRole('link', { name: /Fleet Manager/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /Morgan Lee/ })).toHaveCount(0)
  // The form keeps what was chosen after the list reloads.
  await expect(filters.getByLabel('Form')).toHaveValue('fleet')

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Export these leads (CSV)' }).click()
  const file = await (await download).path()
  const csv = readFileSync(file, 'utf8').replace(/^\uFEFF/, '')
  const rows = csv.trim().split('\r\n')
  expect(rows[0]).toMatch(/^Received,Dealer,Enquiry type,Status,Delivery,First name,Last name,E-mail/)
  expect(rows.length).toBeGreaterThan(1)
  expect(rows.slice(1).every((row) => row.includes(',Fleet enquiry,'))).toBe(true)
  expect(csv).toContain('fleet.manager@example.com')
})
