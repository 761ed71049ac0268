import { expect } from '@playwright/test'
import { expectAccessible, openAdminMenu, platformUrl, signInToAdmin, staffSession, test } from './env'

// The Harbour editor finds out when stock last arrived and starts an import: Stock in the
// admin's menu, the feed source and the last imports in the dealer's time, Sync now followed
// until it has finished. (The demo seed makes each demo dealer's feed file its feed source.)
test('the Stock page: every import in the dealer’s time, and Sync now followed until the import has finished', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await signInToAdmin(page, request, 'editor@harbour-toyota.test')
  await (await openAdminMenu(page)).getByRole('link', { name: 'Stock', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/stock$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Stock: Harbour City Toyota' })).toBeVisible()
  // Dealer staff see the feed file by name, not where it lies on the server.
  await expect(page.getByText('A file on the platform’s server (harbour-toyota.json)')).toBeVisible()
  await expect(page.getByText(/demo-feeds\//)).toHaveCount(0)
  // The cars in stock and the cars the site lists, and why they can differ.
  const facts = page.locator('#stock-page dl').first()
  await expect(facts.getByRole('term')).toContainText(['Cars in stock', 'On the site'])
  const onSite = Number(await facts.getByRole('definition').nth(1).textContent())
  expect(onSite).toBeGreaterThan(0)
  await expect(page.getByText(/^The site lists only cars with at least \d+ photos?/)).toBeVisible()
  await expect(page.getByText(/From 2:00 am Sydney time/)).toBeVisible()
  const history = page.getByRole('region', { name: 'Import history' })
  // The seed's import of the demo stock is the first row of the history.
  await expect(history.getByRole('row').filter({ hasText: 'Command line' }).first()).toContainText('Imported')
  await expectAccessible(page, '#stock-page')

  await page.getByRole('button', { name: 'Sync now' }).click()
  const syncNow = history.getByRole('row').filter({ hasText: 'Sync now by editor@harbour-toyota.test' }).first()
  await expect(syncNow).toBeVisible()
  await expect(page.getByRole('button', { name: 'Import under way…' })).toBeDisabled()
  // The server's job worker picks it up within seconds; the page follows it without a reload.
  await expect(syncNow).toContainText('Imported', { timeout: 60_000 })
  // The same feed again: every car unchanged, none taken off sale.
  await expect(syncNow.getByRole('cell').nth(3)).toHaveText('400')
  await expect(syncNow.getByRole('cell').nth(6)).toHaveText('400')
  await expect(syncNow.getByRole('cell').nth(7)).toHaveText('0')
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeEnabled()
})

test('the import history over REST: the dealer’s staff read their own dealer’s, visitors nothing', async ({
  request,
}) => {
  const { token } = await staffSession(request, 'editor@harbour-toyota.test')
  const own = await request.get(platformUrl('/api/stock-imports?limit=100&depth=1'), {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(own.status()).toBe(200)
  const dealers = new Set(
    ((await own.json()) as { docs: { tenant: { slug: string } }[] }).docs.map((d) => d.tenant.slug),
  )
  expect([...dealers]).toEqual(['harbour-toyota'])
  expect((await request.get(platformUrl('/api/stock-imports'))).status()).toBe(403)
  const sync = await request.post(platformUrl('/api/stock-sync/southern-cross'), {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(sync.status()).toBe(404)
})
