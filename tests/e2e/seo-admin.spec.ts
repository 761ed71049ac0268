import { expect } from '@playwright/test'
import { platformUrl, siteRequest, siteUrl, signInToAdmin, staffSession, test } from './env'

// The Harbour editor gives a model page its own search-result title and description with the
// SEO plugin's preview, then keeps it out of search engines; the site follows each change.
test('a model’s SEO fields: auto-generated title, the snippet preview, and the site’s title, description and noindex', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  const auth = { Authorization: `JWT ${(await staffSession(request, 'editor@harbour-toyota.test')).token}` }
  const models = (await (
    await request.get(platformUrl('/api/models?where[slug][equals]=corolla-hatch&depth=0&limit=1'), { headers: auth })
  ).json()) as { docs: { id: string | number; name: string }[] }
  const model = models.docs[0]!
  try {
    await signInToAdmin(page, request, 'editor@harbour-toyota.test')
    await page.goto(platformUrl(`/admin/collections/models/${model.id}`))
    const title = page.locator('#field-meta__title')
    await title.scrollIntoViewIfNeeded()
    // Auto-generate gives what the site shows anyway; the editor then writes their own.
    await page.getByRole('button', { name: 'Auto-generate' }).first().click()
    await expect(title).toHaveValue(`${model.name} | Harbour City Toyota`)
    await title.fill('Corolla Hatch Hybrid in Sydney | Harbour City Toyota')
    await page.locator('#field-meta__description').fill('Test drive the Corolla Hatch Hybrid at Harbour City Toyota.')
    // The search-result preview shows the page's address on the dealer's site, the title and the description.
    await expect(page.getByRole('link', { name: siteUrl('harbour-toyota', '/corolla-hatch') })).toBeVisible()
    // (The title box holds its words as a value; the preview, after the fields, shows them as text.)
    await expect(page.getByText('Corolla Hatch Hybrid in Sydney | Harbour City Toyota', { exact: true })).toBeVisible()
    await expect(
      page.getByText('Test drive the Corolla Hatch Hybrid at Harbour City Toyota.', { exact: true }).last(),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()

    await page.goto(siteUrl('harbour-toyota', '/corolla-hatch'))
    await expect(page).toHaveTitle('Corolla Hatch Hybrid in Sydney | Harbour City Toyota')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Test drive the Corolla Hatch Hybrid at Harbour City Toyota.',
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    expect(await (await request.get(...siteRequest('harbour-toyota', '/sitemap.xml'))).text()).toContain(
      '/corolla-hatch<',
    )

    // Kept out of search engines: noindex on the page, gone from the sitemap.
    await page.goto(platformUrl(`/admin/collections/models/${model.id}`))
    await page.locator('#field-meta__noIndex').check()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()
    await page.goto(siteUrl('harbour-toyota', '/corolla-hatch'))
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(await (await request.get(...siteRequest('harbour-toyota', '/sitemap.xml'))).text()).not.toContain(
      '/corolla-hatch<',
    )
  } finally {
    const restored = await request.patch(platformUrl(`/api/models/${model.id}`), {
      headers: auth,
      data: { meta: { title: '', description: '', noIndex: false } },
    })
    expect(restored.ok()).toBe(true)
  }
})
