// A car page's Share and Print: the share sheet where the browser has one, otherwise the share
// links and Copy link (with the design system's toast), and a printout of the car alone.
import { expect, type Page } from '@playwright/test'
import { expectAccessible, siteUrl, test } from './env'

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

test('Print prints the car: its photo, price and details, without the site’s navigation, forms or buttons', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.assign(window, { printed: 0 })
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  await openFirstUsedCar(page)
  await page.getByRole('button', { name: 'Print' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('.vehicle-photos li').first()).toBeVisible()
  await expect(page.locator('.vehicle-summary .car-price')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Details' })).toBeVisible()
  await expect(page.locator('.site-header')).toBeHidden()
  await expect(page.locator('.site-footer')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Share' })).toBeHidden()
  await expect(page.getByRole('link', { name: 'Book A Test Drive' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Enquire about this car' })).toBeHidden()
  await expect(page.locator('.vehicle-photos li').nth(1)).toBeHidden()
})
