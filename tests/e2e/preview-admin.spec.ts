import { expect, type APIRequestContext } from '@playwright/test'
import {
  adminHydrated,
  expectAccessible,
  platformUrl,
  previewUrl,
  signInToAdmin,
  siteUrl,
  staffSession,
  test,
} from './env'

const EDITOR = 'editor@harbour-toyota.test'

/** A draft offer on Harbour that starts next year (so no visitor can see it), deleted afterwards. */
async function withDraftOffer(
  request: APIRequestContext,
  name: string,
  run: (offer: { id: string | number }, auth: { Authorization: string }) => Promise<void>,
) {
  const session = await staffSession(request, EDITOR)
  const auth = { Authorization: `JWT ${session.token}` }
  const tenant = session.user.tenants![0]!.tenant as { id: string | number } | string | number
  const created = await request.post(platformUrl('/api/offers?draft=true'), {
    headers: auth,
    data: {
      tenant: typeof tenant === 'object' ? tenant.id : tenant,
      name,
      category: 'Service offer',
      startDate: `${new Date().getUTCFullYear() + 1}-03-01T00:00:00.000Z`,
      startDate_tz: 'Australia/Sydney',
      _status: 'draft',
    },
  })
  expect(created.status()).toBe(201)
  const offer = ((await created.json()) as { doc: { id: string | number } }).doc
  try {
    await run(offer, auth)
  } finally {
    expect((await request.delete(platformUrl(`/api/offers/${offer.id}`), { headers: auth })).ok()).toBe(true)
  }
}

// Preview beyond pages: an offer's draft that starts next year, and a location as last saved,
// each opened from the admin's Preview button on the dealer's own host.
test('an editor previews an offer draft and a location from the admin; visitors see neither preview', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000)
  await withDraftOffer(request, 'Preview test: next year’s service club', async (offer, auth) => {
    await signInToAdmin(page, request, EDITOR)
    await page.goto(platformUrl(`/admin/collections/offers/${offer.id}`))
    const offerLink = await page.locator('#preview-button').getAttribute('href')
    // On the platform's host for Harbour, not its public address (a domain whose DNS may not
    // point at the platform yet).
    expect(offerLink).toMatch(new RegExp(`^${previewUrl('harbour-toyota', '/api/preview\\?')}`))
    const preview = await page.context().newPage()
    await preview.goto(offerLink!)
    await expect(preview).toHaveURL(new RegExp(`/offers/${offer.id}$`))
    await expect(preview.getByRole('heading', { name: 'Preview test: next year’s service club' })).toBeVisible()
    await expect(preview.getByRole('status').filter({ hasText: 'latest draft' })).toBeVisible()
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectAccessible(preview)

    // A visitor: the draft does not exist.
    const visitor = await (await browser.newContext()).newPage()
    expect((await visitor.goto(siteUrl('harbour-toyota', `/offers/${offer.id}`)))?.status()).toBe(404)

    // A location has no drafts: its preview is the page as last saved, refreshed on each save.
    const locations = (await (
      await request.get(platformUrl('/api/locations?depth=0&limit=1&sort=name'), { headers: auth })
    ).json()) as { docs: { id: string | number; slug: string }[] }
    const location = locations.docs[0]!
    await page.goto(platformUrl(`/admin/collections/locations/${location.id}`))
    const locationLink = await page.locator('#preview-button').getAttribute('href')
    await preview.goto(locationLink!)
    await expect(preview).toHaveURL(new RegExp(`/contact-us/${location.slug}$`))
    await expect(preview.getByRole('status').filter({ hasText: 'as last saved' })).toBeVisible()
    await expectAccessible(preview)
    await visitor.goto(siteUrl('harbour-toyota', `/contact-us/${location.slug}`))
    await expect(visitor.getByRole('status').filter({ hasText: 'Preview' })).toHaveCount(0)
  })
})

// Live Preview: the dealer's page beside the form, in the admin's frame, re-rendered on each save.
test('Live Preview shows the offer’s draft beside the form and follows each save', async ({ page, request }) => {
  test.setTimeout(90_000)
  await withDraftOffer(request, 'Live preview test: winter tyre check', async (offer) => {
    await signInToAdmin(page, request, EDITOR)
    await page.goto(platformUrl(`/admin/collections/offers/${offer.id}`))
    await adminHydrated(page)
    await page.locator('#live-preview-toggler').click()
    expect(await page.locator('#live-preview-iframe').getAttribute('src')).toMatch(
      new RegExp(`^${previewUrl('harbour-toyota', '/api/preview\\?')}`),
    )
    const frame = page.frameLocator('#live-preview-iframe')
    await expect(frame.getByRole('heading', { name: 'Live preview test: winter tyre check' })).toBeVisible()
    await expect(frame.getByRole('status').filter({ hasText: 'latest draft' })).toBeVisible()

    await page.locator('#field-name').fill('Live preview test: winter tyre and battery check')
    await page.locator('#action-save-draft').click()
    await expect(frame.getByRole('heading', { name: 'Live preview test: winter tyre and battery check' })).toBeVisible()
  })
})
