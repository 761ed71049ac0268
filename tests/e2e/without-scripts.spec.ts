// The site before or without its scripts: a slow phone, a blocked script, a reader that runs
// none. The car page's enquiry form, the contact form and the sign-in are in the server's HTML
// and post by themselves; the models mega-menu is links.
import { readFileSync } from 'node:fs'
import path from 'node:path'
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

test('a visitor signs in without JavaScript: each step posts, the page comes back at the next, then goes on', async ({
  browser,
}) => {
  const inbox = process.env.E2E_SMS_INBOX ?? ''
  test.skip(!inbox, 'scripts/e2e.mjs gives the server a local SMS inbox')
  const { context, page } = await withoutScripts(browser)
  await page.goto(siteUrl('southern-cross', '/sign-in?type=my-garage&redirect=/my-garage'))
  await expect(page.getByRole('textbox', { name: /^Verification code/ })).toBeDisabled()
  await page.getByRole('textbox', { name: /^Mobile number/ }).fill('0412 777 301')
  await page.getByRole('button', { name: 'Send Code' }).click()
  await page.waitForURL((url) => url.searchParams.get('sent') === '1')
  await expect(page.getByText('We have texted you a 6-digit code.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeVisible()
  const texted = readFileSync(path.join(inbox, '+61412777301.jsonl'), 'utf8').trim().split('\n').at(-1)!
  const code = /^(\d{6}) /.exec((JSON.parse(texted) as { body: string }).body)![1]!

  const codeField = page.getByRole('textbox', { name: /^Verification code/ })
  await codeField.fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByText('The verification code is invalid. Please try again.')).toBeVisible()
  await codeField.fill(code)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL((url) => url.pathname === '/my-garage')
  await expect(page.getByRole('heading', { level: 1, name: 'My Garage' })).toBeVisible()
  await expect(page.getByText('as 0412777301')).toBeVisible()
  await context.close()
})
