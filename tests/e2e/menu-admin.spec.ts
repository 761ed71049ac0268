import { expect } from '@playwright/test'
import { platformUrl, previewUrl, signInToAdmin, siteRequest, siteUrl, staffSession, test } from './env'

// The Harbour editor adds a header menu item that links to a page picked from a list; the page
// is renamed later and the menu follows it (the link is stored as a reference, not a path).
test('a menu item links to a page picked from a list, and still works after the page is renamed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const { token, user } = await staffSession(request, 'editor@harbour-toyota.test')
  const harbour = user.tenants![0]!.tenant as { id: string } | string
  const tenant = typeof harbour === 'object' ? harbour.id : harbour
  const auth = { Authorization: `JWT ${token}` }
  const created = await request.post(platformUrl('/api/pages'), {
    headers: auth,
    data: { tenant, title: 'Winter deals at Harbour', slug: 'winter-deals-at-harbour', _status: 'published' },
  })
  expect(created.status(), await created.text()).toBe(201)
  const pageId = ((await created.json()) as { doc: { id: string } }).doc.id

  const nav = (await (await request.get(platformUrl('/api/navigation?depth=0'), { headers: auth })).json()) as {
    docs: { id: string; header: { menu: unknown[] } }[]
  }
  try {
    await signInToAdmin(page, request, 'editor@harbour-toyota.test')
    const row = nav.docs[0]!.header.menu.length
    await page.goto(platformUrl(`/admin/collections/navigation/${nav.docs[0]!.id}`))
    // The document is named after its dealer, not "ID: 1".
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harbour City Toyota navigation')
    // The menu's rows are named by their own labels, not "Menu item 03".
    await expect(page.getByText('Special Offers', { exact: true }).first()).toBeVisible()

    await page.getByRole('button', { name: 'Add Menu item' }).click()
    const chooser = page.getByRole('dialog').last()
    // Each kind of item shows a picture of what it looks like in the header.
    await expect(chooser.locator('img[src="/admin/blocks/menu-link.svg"]')).toBeVisible()
    await expect(chooser.locator('img[src="/admin/blocks/menu-models.svg"]')).toBeVisible()
    await chooser.getByRole('button', { name: /^Link/ }).first().click()
    await page.locator(`#field-header__menu__${row}__label`).fill('Winter deals')
    // "Goes to" starts on "A page": pick it from the list of this dealer's pages.
    await page.locator(`#field-header__menu__${row}__link__page`).click()
    await page.keyboard.type('Winter deals')
    await page.getByRole('option', { name: 'Winter deals at Harbour' }).click()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
    // Where the new item lands (the row or More) is not left to chance: Preview opens the home
    // page with the saved menu, and a laptop's width shows the row as visitors get it.
    const previewLink = (await page.locator('#preview-button').getAttribute('href'))!
    expect(previewLink).toMatch(new RegExp(`^${previewUrl('harbour-toyota', '/api/preview\\?')}`))
    const preview = await page.context().newPage()
    await preview.setViewportSize({ width: 1280, height: 800 })
    await preview.goto(previewLink)
    const header = preview.getByRole('navigation', { name: 'Main' })
    await expect(
      header.getByRole('link', { name: 'Winter deals' }).or(header.getByRole('button', { name: 'More' })),
    ).not.toHaveCount(0)
    await preview.close()

    const menuLink = async () => {
      const home = await request.get(...siteRequest('harbour-toyota', '/'))
      const html = await home.text()
      return /<a[^>]+href="([^"]+)"[^>]*>(?:<[^>]+>)*Winter deals</.exec(html)?.[1] ?? null
    }
    expect(await menuLink()).toBe('/winter-deals-at-harbour')

    const renamed = await request.patch(platformUrl(`/api/pages/${pageId}`), {
      headers: auth,
      data: { slug: 'winter-sale-2027', _status: 'published' },
    })
    expect(renamed.status(), await renamed.text()).toBe(200)
    await expect.poll(menuLink).toBe('/winter-sale-2027')
    await page.goto(siteUrl('harbour-toyota', '/winter-sale-2027'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter deals at Harbour')
  } finally {
    // Leave Harbour's menu and pages as the seed made them, also when a step above failed:
    // later tests count them (rest-access lists Harbour's published pages).
    const restored = await request.patch(platformUrl(`/api/navigation/${nav.docs[0]!.id}`), {
      headers: auth,
      data: { header: { menu: nav.docs[0]!.header.menu } },
    })
    expect(restored.status(), await restored.text()).toBe(200)
    expect((await request.delete(platformUrl(`/api/pages/${pageId}`), { headers: auth })).status()).toBe(200)
  }
})
