// A car page's Share and Print: the share sheet where the browser has one, otherwise the share
// links and Copy link (with the design system's toast), the car's PDF made on the server, and
// the browser's printout of the page showing the car alone.
import { expect, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { PDFParse } from 'pdf-parse'
import { expectAccessible, recordAnalytics, recordedAnalytics, siteRequest, siteUrl, test } from './env'

async function openFirstUsedCar(page: Page) {
  await page.goto(siteUrl('harbour-toyota', '/search/used-cars'))
  const href = (await page.getByRole('link', { name: 'View Details' }).first().getAttribute('href'))!
  await page.goto(siteUrl('harbour-toyota', href))
  return { title: (await page.getByRole('heading', { level: 1 }).textContent())!, url: siteUrl('harbour-toyota', href) }
}

test('Share offers the share links; Copy link copies the car’s link, says Copied and a toast says so', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const { title, url } = await openFirstUsedCar(page)
  // The toast region loads with the first toast, not with the page.
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0)
  const share = page.getByRole('button', { name: 'Share' })
  await share.click()
  await expect(share).toHaveAttribute('aria-expanded', 'true')
  const links = page.getByRole('list', { name: 'Share this car' })
  await expect(links.getByRole('link')).toHaveText(['Facebook', 'X', 'WhatsApp', 'Email', 'SMS'])
  await expect(links.getByRole('link', { name: 'Facebook' })).toBeFocused()
  const facebook = new URL((await links.getByRole('link', { name: 'Facebook' }).getAttribute('href'))!)
  expect(facebook.searchParams.get('u')).toBe(url)
  expect(await links.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe(
    `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title} ${url}`)}`,
  )
  await expectAccessible(page)

  const copy = links.getByRole('button', { name: 'Copy link' })
  await copy.click()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
  await expect(links.getByRole('button', { name: 'Copied' })).toBeVisible()
  const toast = page.getByRole('region', { name: 'Notifications' }).getByText(`Copied ${title} to your clipboard!`)
  await expect(toast).toBeVisible()
  // "Copied" for 1.5 s, the toast for 3 s.
  await expect(links.getByRole('button', { name: 'Copy link' })).toBeVisible({ timeout: 2_500 })
  await expect(toast).toHaveCount(0, { timeout: 4_000 })

  // Escape closes the links and puts the visitor back on Share.
  await links.getByRole('link', { name: 'X' }).focus()
  await page.keyboard.press('Escape')
  await expect(links).toBeHidden()
  await expect(share).toBeFocused()
})

test('Facebook opens its sharer in a small window, not in place of the car', async ({ page }) => {
  await page.addInitScript(() => {
    const opened: string[][] = []
    const open = window.open.bind(window)
    Object.assign(window, { opened })
    window.open = (...args: Parameters<typeof window.open>) => {
      opened.push(args.map(String))
      return open(...args)
    }
  })
  await page
    .context()
    .route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Facebook</title>' }),
    )
  const { url } = await openFirstUsedCar(page)
  await page.getByRole('button', { name: 'Share' }).click()
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('list', { name: 'Share this car' }).getByRole('link', { name: 'Facebook' }).click(),
  ])
  await popup.waitForLoadState()
  expect(popup.url()).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`)
  expect(page.url()).toBe(url)
  const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened)
  expect(opened).toEqual([[popup.url(), 'share', 'width=550,height=400']])
  await popup.close()
})

test('where the browser will not copy, the toast says to copy the address bar', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    })
  })
  await openFirstUsedCar(page)
  await page.getByRole('button', { name: 'Share' }).click()
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Copy it from the address bar.')
})

test('a phone’s share sheet gets the car’s title and link, and no toast shows', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { shared })
    Object.defineProperty(navigator, 'share', { value: async (data: ShareData) => void shared.push(data) })
  })
  const { title, url } = await openFirstUsedCar(page)
  await page.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
    .toEqual([{ title, url }])
  await expect(page.getByRole('region', { name: 'Notifications' })).toHaveCount(0)
})

test('Print downloads the car as {slug}.pdf made on the server, saying Preparing... meanwhile, and logs event 61', async ({
  page,
}) => {
  await recordAnalytics(page)
  const { title, url } = await openFirstUsedCar(page)
  const slug = new URL(url).pathname.split('/').pop()!
  const price = (await page.locator('.vehicle-summary .car-price strong').textContent())!

  // The server's answer is held back until the test has seen the button say it is preparing.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/print?car_id=*', async (route) => {
    await held
    await route.continue()
  })
  const print = page.getByRole('link', { name: 'Print this car as a PDF' })
  await expect(print).toHaveAttribute('href', `/print?car_id=${slug}`)
  await expect(print).toHaveAttribute('target', '_blank')
  const download = page.waitForEvent('download')
  await print.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('.print-car')).toHaveText('Preparing...')
  await expect(page.locator('.print-car')).toHaveAttribute('aria-busy', 'true')
  await expect(page.locator('.print-car-spinner')).toBeVisible()
  release()

  const file = await download
  expect(file.suggestedFilename()).toBe(`${slug}.pdf`)
  const pdf = await readFile((await file.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  const parser = new PDFParse({ data: new Uint8Array(pdf) })
  const { text, total } = await parser.getText()
  await parser.destroy()
  expect(total).toBe(1)
  for (const words of [title, price, 'Specifications', 'Harbour City Toyota', url]) expect(text).toContain(words)
  await expect(print).toHaveAttribute('aria-busy', 'false')
  await expect(page.locator('.print-car-spinner')).toHaveCount(0)
  expect((await recordedAnalytics(page)).filter((event) => event.eventId === 61)).toEqual([
    expect.objectContaining({ eventId: 61, car_id: slug }),
  ])
})

test('a printout that cannot be made is an alert with the server’s message; the address itself answers plainly', async ({
  page,
  request,
}) => {
  const { url } = await openFirstUsedCar(page)
  const slug = new URL(url).pathname.split('/').pop()!
  await page.route('**/print?car_id=*', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'Our stock cannot be read right now.' }),
  )
  // The alert holds the page until it is answered: answer it as it opens.
  const alerts: string[] = []
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.accept()
  })
  await page.getByRole('link', { name: 'Print this car as a PDF' }).click()
  await expect.poll(() => alerts).toEqual(['alert: Our stock cannot be read right now.'])
  await expect(page.getByRole('link', { name: 'Print this car as a PDF' })).toHaveAttribute('aria-busy', 'false')

  const pdf = await request.get(...siteRequest('harbour-toyota', `/print?car_id=${slug}`))
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toBe(`inline; filename="${slug}.pdf"`)
  const missing = await request.get(...siteRequest('harbour-toyota', '/print'))
  expect(missing.status()).toBe(400)
  expect(await missing.text()).toContain('car_id is required')
  // Another dealer's car is not this site's to print.
  const elsewhere = await request.get(...siteRequest('southern-cross', `/print?car_id=${slug}`))
  expect(elsewhere.status()).toBe(404)
})

test('the page printed from the browser shows the car alone: its photo, price and details, without navigation, forms or buttons', async ({
  page,
}) => {
  await openFirstUsedCar(page)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.vehicle-photo').first()).toBeVisible()
  await expect(page.locator('.vehicle-summary .car-price')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible()
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Share' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Print this car as a PDF' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Book A Test Drive' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Enquire about this car' })).toBeHidden()
  await expect(page.locator('.vehicle-photo').nth(1)).toBeHidden()
})
