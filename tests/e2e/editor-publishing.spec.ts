import { expect, type Page } from '@playwright/test'
import {
  adminHydrated,
  PASSWORD,
  platformUrl,
  previewUrl,
  signInThroughForm,
  sentWithoutRendering,
  siteUrl,
  test,
  withPopupsClosed,
} from './env'

// Editors change content in /admin and the dealer's public site shows it within seconds:
// saves expire the tenant's cache tags, so the cached page is re-rendered on the next visit.
const OFFER = 'RAV4 Hybrid: 3.99% p.a. comparison rate'
const EDITED_OFFER = 'RAV4 Hybrid: 2.99% p.a. comparison rate'

const logIn = signInThroughForm

/** Whether a visit to a public page was answered without rendering it. */
async function servedFromCache(page: Page, url: string) {
  const response = await page.goto(url)
  return response ? sentWithoutRendering(response.headers()) : false
}

/** Reloads a public page until it shows `text` (the change must arrive within seconds, not on a timer). */
async function expectSoonOn(page: Page, url: string, text: string) {
  await expect(async () => {
    await page.goto(url)
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}

test('an editor publishes an offer and a location’s hours; only their dealer’s site changes', async ({
  page,
  browser,
}) => {
  const visitor = await withPopupsClosed(await browser.newPage())
  // Warm the public pages so the test proves revalidation, not a cold render.
  await visitor.goto(siteUrl('harbour-toyota', '/special-offers'))
  await expect(visitor.getByRole('heading', { name: OFFER })).toBeVisible()
  await visitor.goto(siteUrl('harbour-toyota', '/contact-us/harbour-city-toyota'))
  const salesMonday = visitor.getByRole('table', { name: 'Sales opening hours' }).getByRole('row', { name: /Monday/ })
  await expect(salesMonday).toContainText('8:30 am – 5:30 pm')
  await visitor.goto(siteUrl('southern-cross', '/special-offers'))
  const groupOffers = await visitor.getByRole('heading', { level: 2 }).allTextContents()
  // Pages are served from the route cache, not rendered per visit.
  expect(await servedFromCache(visitor, siteUrl('harbour-toyota', '/special-offers'))).toBe(true)

  await logIn(page, 'editor@harbour-toyota.test')

  await page.goto(platformUrl('/admin/collections/offers'))
  // A row's link clicked before the list has hydrated can be lost.
  await adminHydrated(page)
  await page.getByRole('link', { name: OFFER }).click()
  await page.locator('#field-name').fill(EDITED_OFFER)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/updated successfully|published successfully/i).first()).toBeVisible()

  await page.goto(platformUrl('/admin/collections/locations'))
  // A row's link clicked before the list has hydrated can be lost.
  await adminHydrated(page)
  await page.getByRole('link', { name: 'Harbour City Toyota - Sales' }).click()
  // Row 1 of the weekly hours is Monday (weekday 0 is Sunday). The time box offers the quarter
  // hours (a native list, whose popup is browser chrome); picking one enters its words.
  const closes = page.locator('#field-openingHours__1__close')
  const quarterHours = page.locator(`datalist[id="${await closes.getAttribute('list')}"] option`)
  await expect(quarterHours.first()).toHaveAttribute('value', '6:00 am')
  await expect(quarterHours.and(page.locator('[value="6:00 pm"]'))).toHaveCount(1)
  await closes.fill('6:00 pm')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

  await expectSoonOn(visitor, siteUrl('harbour-toyota', '/special-offers'), EDITED_OFFER)
  await expect(visitor.getByRole('heading', { name: OFFER })).toHaveCount(0)
  await expectSoonOn(visitor, siteUrl('harbour-toyota', '/contact-us/harbour-city-toyota'), '8:30 am – 6:00 pm')
  await expect(salesMonday).toContainText('8:30 am – 6:00 pm')

  // Another dealer's site is untouched: its cached page was not even expired.
  expect(await servedFromCache(visitor, siteUrl('southern-cross', '/special-offers'))).toBe(true)
  expect(await visitor.getByRole('heading', { level: 2 }).allTextContents()).toEqual(groupOffers)
  await expect(visitor.getByText(EDITED_OFFER)).toHaveCount(0)
})

test('a member site of a dealer group shows the group’s shared offers, minus excluded ones', async ({ page }) => {
  await page.goto(siteUrl('outback-cars', '/special-offers'))
  await expect(page.getByRole('heading', { name: 'Caravan finance from 7.49% p.a.' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Group finance: one application for every site' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Group-wide 5-year service plan' })).toHaveCount(0)
})

test('an editor previews a page draft on the dealer’s own host; visitors keep seeing the published page', async ({
  page,
  browser,
  request,
}) => {
  // Outback Cars' home page: no other test edits it, so its draft stays a draft.
  const DRAFT_TITLE = 'Outback Cars & Caravans: Easter caravan show'
  await logIn(page, 'editor@outback-cars.test')
  await page.goto(platformUrl('/admin/collections/pages'))
  // A row's link clicked before the list has hydrated can be lost.
  await adminHydrated(page)
  await page.getByRole('link', { name: 'Outback Cars & Caravans' }).click()

  // The home opens on a hero, whose headline is the page's h1.
  await page.locator('#field-layout__0__heading').fill(DRAFT_TITLE)
  await page.getByRole('button', { name: 'Save draft' }).click()
  await expect(page.getByText(/draft saved successfully|updated successfully/i).first()).toBeVisible()

  const previewLink = await page.locator('#preview-button').getAttribute('href')
  expect(previewLink).toMatch(new RegExp(`^${previewUrl('outback-cars', '/api/preview\\?')}`))
  const preview = await page.context().newPage()
  await preview.goto(previewLink!)
  await expect(preview).toHaveURL(previewUrl('outback-cars'))
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(DRAFT_TITLE)
  await expect(preview.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible()

  // The same link on another dealer's host is refused; a tampered link too.
  const otherHost = await preview.goto(previewLink!.replace('outback-cars.', 'southern-cross.'))
  expect(otherHost?.status()).toBe(403)
  const tampered = await preview.goto(previewLink!.replace(/path=[^&]+/, 'path=%2Fabout-us'))
  expect(tampered?.status()).toBe(403)

  // The cookies this preview set (Next's draft-mode cookie is one for the whole build) do not
  // open another dealer's drafts when carried to its host.
  const SECRET_DRAFT = 'Southern Cross: unannounced clearance'
  const adminToken = (
    (await (
      await request.post(platformUrl('/api/users/login'), {
        data: { email: 'admin@platform.test', password: PASSWORD },
      })
    ).json()) as { token: string }
  ).token
  const homes = (await (
    await request.get(platformUrl('/api/pages?where[slug][equals]=home&depth=1&limit=10'), {
      headers: { Authorization: `JWT ${adminToken}` },
    })
  ).json()) as {
    docs: { id: number; tenant: { slug: string } }[]
  }
  const southernHome = homes.docs.find((doc) => doc.tenant.slug === 'southern-cross')!
  // The secret goes where a visitor would read it: the hero's headline (the page's h1).
  const { layout } = (await (
    await request.get(platformUrl(`/api/pages/${southernHome.id}?depth=0&draft=true`), {
      headers: { Authorization: `JWT ${adminToken}` },
    })
  ).json()) as { layout: { blockType: string; heading?: string }[] }
  expect(layout[0]!.blockType).toBe('hero')
  const drafted = await request.patch(platformUrl(`/api/pages/${southernHome.id}?draft=true`), {
    headers: { Authorization: `JWT ${adminToken}` },
    data: { layout: [{ ...layout[0], heading: SECRET_DRAFT }, ...layout.slice(1)] },
  })
  expect(drafted.status()).toBe(200)
  const carried = (await page.context().cookies(previewUrl('outback-cars'))).map((cookie) => ({
    ...cookie,
    domain: 'southern-cross.preview.localhost',
  }))
  expect(carried.map((cookie) => cookie.name)).toEqual(expect.arrayContaining(['__prerender_bypass', 'dealer-preview']))
  const thief = await browser.newContext()
  await thief.addCookies(carried)
  const stolen = await (await withPopupsClosed(thief)).newPage()
  await stolen.goto(previewUrl('southern-cross'))
  await expect(stolen.getByRole('heading', { level: 1 })).not.toHaveText(SECRET_DRAFT)
  await expect(stolen.getByText(SECRET_DRAFT)).toHaveCount(0)
  await thief.close()

  const visitor = await (await withPopupsClosed(await browser.newContext())).newPage()
  await visitor.goto(siteUrl('outback-cars'))
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Outback Cars & Caravans')
  await expect(visitor.getByRole('status').filter({ hasText: 'Preview' })).toHaveCount(0)
})

test('an offer leaves the cached page the moment it ends, even when nobody opened the page since', async ({
  page,
  request,
}) => {
  const login = await request.post(platformUrl('/api/users/login'), {
    data: { email: 'editor@outback-cars.test', password: PASSWORD },
  })
  const { token, user } = (await login.json()) as {
    token: string
    user: { tenants: { tenant: { id: string | number } | string | number }[] }
  }
  const headers = { Authorization: `JWT ${token}` }
  const tenant = user.tenants[0]!.tenant
  const OFFER_NAME = 'Weekend flash sale: free tow bar'
  const endDate = new Date(Date.now() + 12_000)
  const created = await request.post(platformUrl('/api/offers'), {
    headers,
    data: {
      tenant: typeof tenant === 'object' ? tenant.id : tenant,
      name: OFFER_NAME,
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: endDate.toISOString(),
      _status: 'published',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: string | number } }

  try {
    await page.goto(siteUrl('outback-cars', '/special-offers'))
    await expect(page.getByRole('heading', { name: OFFER_NAME })).toBeVisible()
    expect(await servedFromCache(page, siteUrl('outback-cars', '/special-offers'))).toBe(true)

    // Nobody visits until the offer has ended; the first visit after must not get the old render.
    await page.waitForTimeout(Math.max(0, endDate.getTime() - Date.now()) + 1_000)
    await page.goto(siteUrl('outback-cars', '/special-offers'))
    await expect(page.getByRole('heading', { name: 'Caravan finance from 7.49% p.a.' })).toBeVisible()
    await expect(page.getByRole('heading', { name: OFFER_NAME })).toHaveCount(0)
  } finally {
    await request.delete(platformUrl(`/api/offers/${doc.id}`), { headers })
  }
})
