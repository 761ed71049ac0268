// The site before or without its scripts: a slow phone, a blocked script, a reader that runs
// none. The car page's enquiry form and the contact form are in the server's HTML and post
// by themselves; the models mega-menu is links.
import { expect, type Browser } from '@playwright/test'
import { expectAccessible, platformUrl, siteRequest, siteUrl, test } from './env'
import { adminHeaders, firstCarInStock } from './leadForms'

const withoutScripts = async (browser: Browser) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  return { context, page: await context.newPage() }
}

test('a car enquiry sent with JavaScript off lands on /success and in the dealer’s leads', async ({
  browser,
  request,
}) => {
  const car = await firstCarInStock(request, 'harbour-toyota', 'car_type=used')
  const { context, page } = await withoutScripts(browser)
  await page.goto(siteUrl('harbour-toyota', `/cars/${car.slug}`))
  const form = page.getByRole('form', { name: 'Enquire about this car' })
  // Without the script the form is one page, not steps.
  await expect(form.getByRole('textbox', { name: 'Comments' })).toHaveValue(/I am interested in the /)
  const email = `no-script-${Date.now()}@example.com`
  await form.getByRole('textbox', { name: 'First name' }).fill('Noor')
  await form.getByRole('textbox', { name: 'Email' }).fill(email)
  // The server's rules answer without the browser's: a missing phone number is named.
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your enquiry was not sent')
  await expect(page.getByRole('listitem')).toContainText(['Phone: This is a required field.'])
  // axe runs in the page, so the refusal is checked in a second tab that runs scripts.
  const scripted = await browser.newContext()
  const checked = await scripted.newPage()
  await checked.setContent(await page.content())
  await expectAccessible(checked)
  await scripted.close()
  await page.goBack()
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  // The box's label is what a visitor presses; the browser ticks the box inside it.
  await form.getByText('I am interested in finance').click()
  await expect(form.getByRole('checkbox', { name: 'I am interested in finance' })).toBeChecked()
  await form.getByRole('button', { name: 'Send Enquiry' }).click()
  await expect(page).toHaveURL(siteUrl('harbour-toyota', '/success'))
  await context.close()

  const found = await request.get(platformUrl(`/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=1`), {
    headers: await adminHeaders(request),
  })
  const { docs } = (await found.json()) as {
    docs: { category: string; tenant: { slug: string }; details: Record<string, unknown> }[]
  }
  expect(docs).toHaveLength(1)
  expect(docs[0]).toMatchObject({
    category: 'vehicle',
    tenant: { slug: 'harbour-toyota' },
    details: { wantsFinance: true },
  })
  expect(JSON.stringify(docs[0])).toContain(car.slug)
})

test('the contact form posts without JavaScript, and a post from another site’s page is refused', async ({
  browser,
  request,
}) => {
  const { context, page } = await withoutScripts(browser)
  await page.goto(siteUrl('southern-cross', '/contact-us'))
  const form = page.locator('form.enquiry-form').first()
  for (const select of await form.locator('select[aria-required=true]').all()) await select.selectOption({ index: 1 })
  await form.getByRole('textbox', { name: 'First name' }).fill('Ari')
  await form.getByRole('textbox', { name: 'Email' }).fill(`contact-${Date.now()}@example.com`)
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
  const comments = form.getByRole('textbox', { name: 'Comments' })
  if (await comments.count()) await comments.fill('Do you open on Sundays?')
  const terms = form.getByRole('checkbox', { name: 'I agree to the terms above.' })
  if (await terms.count()) await terms.check()
  await form.locator('button[type=submit]').click()
  await expect(page).toHaveURL(siteUrl('southern-cross', '/success'))
  await context.close()

  const [url, init] = siteRequest('southern-cross', '/api/leads')
  const forged = await request.post(url, {
    ...init,
    headers: {
      ...init.headers,
      origin: 'https://elsewhere.example',
      'content-type': 'application/x-www-form-urlencoded',
    },
    data: 'category=general&name=Eve&email=eve%40example.com&phone=0412345678',
  })
  expect(forged.status()).toBe(403)
})

test('the mega-menu’s models are links in the server’s HTML, and open on hover without JavaScript', async ({
  browser,
  request,
}) => {
  const html = await (await request.get(...siteRequest('harbour-toyota', '/'))).text()
  expect(html).toMatch(/class="mega-links"[\s\S]*?<a href="\/[a-z0-9-]+">[^<]+<\/a>/)
  const { context, page } = await withoutScripts(browser)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(siteUrl('harbour-toyota', '/'))
  const models = page.getByRole('navigation', { name: 'Main' }).locator('.nav-item:has(.nav-panel-wide)')
  await models.hover()
  const link = models.locator('.mega-links a').first()
  await expect(link).toBeVisible()
  const href = await link.getAttribute('href')
  await link.click()
  await expect(page).toHaveURL(siteUrl('harbour-toyota', href!))
  await context.close()
})
