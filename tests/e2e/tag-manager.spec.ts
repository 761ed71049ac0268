// A dealer's Google Tag Manager container: loaded on every page once the visitor interacts
// (not with the page), allowed by the site's Content-Security-Policy, and fed the site's events.
import { expect } from '@playwright/test'
import { PASSWORD, platformUrl, siteUrl, test } from './env'

test('a dealer’s Tag Manager container loads after the first interaction and receives the site’s events', async ({
  page,
  request,
}) => {
  const login = await request.post(platformUrl('/api/users/login'), {
    data: { email: 'admin@platform.test', password: PASSWORD },
  })
  const admin = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const site = (
    (await (
      await request.get(platformUrl('/api/tenants?where[slug][equals]=southern-cross&depth=0'), { headers: admin })
    ).json()) as { docs: { id: string }[] }
  ).docs[0]!
  const setContainer = (tagManagerId: string) =>
    request.patch(platformUrl(`/api/tenants/${site.id}`), { headers: admin, data: { identity: { tagManagerId } } })
  // Google's server is not reachable from the tests: the container answers from here, and says it ran.
  await page.route('https://www.googletagmanager.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: 'window.containerRan = location.host' }),
  )
  const containerScripts = page.locator('script[data-tag-manager]')

  // No container set: nothing loads, whatever the visitor does.
  await page.goto(siteUrl('southern-cross', '/finance'))
  await page.keyboard.press('Tab')
  await expect(containerScripts).toHaveCount(0)

  expect((await setContainer('not-a-container')).status()).toBe(400)
  expect((await setContainer('GTM-TEST123')).status()).toBe(200)
  try {
    await page.goto(siteUrl('southern-cross', '/car-finance'))
    // Not with the page: only once the visitor interacts (or the page has been idle a while).
    await expect(containerScripts).toHaveCount(0)
    await page.keyboard.press('Tab')
    await expect(containerScripts).toHaveAttribute('src', 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST123')
    await expect
      .poll(() => page.evaluate(() => (window as { containerRan?: string }).containerRan))
      .toBe('southern-cross.localhost:3100'.replace('3100', String(new URL(page.url()).port)))
    // The site's events reach the container's data layer: here the calculator's first use (26).
    await page
      .getByRole('spinbutton', { name: /Purchase price/i })
      .first()
      .fill('32000')
    await expect
      .poll(() =>
        page.evaluate(() =>
          ((window as unknown as { dataLayer?: { event?: string; eventId?: number }[] }).dataLayer ?? []).map(
            (entry) => entry.eventId ?? entry.event,
          ),
        ),
      )
      .toEqual(expect.arrayContaining(['gtm.js', 26]))
  } finally {
    await setContainer('')
  }
})
