import { expect } from '@playwright/test'
import { expectAccessible, platformUrl, siteUrl, staffSession, test } from './env'

// A location's Google reviews, through the stand-in of Google's Business Profile API
// (scripts/e2e.mjs): the dealer's editor names the profile and imports; the location page
// shows the Google rating, the home page's reviews block the reviews with the dealer's reply.
const PROFILE = process.env.E2E_GOOGLE_PROFILE ?? ''
const LOCATION = 'Harbour City Toyota - Sales'

test('an editor imports a location’s Google reviews; its page shows the Google rating, the site the replies', async ({
  page,
  request,
}) => {
  test.skip(!PROFILE, 'scripts/e2e.mjs starts the Google stand-in')
  const auth = { Authorization: `JWT ${(await staffSession(request, 'editor@harbour-toyota.test')).token}` }
  const found = (await (
    await request.get(platformUrl(`/api/locations?where[name][equals]=${encodeURIComponent(LOCATION)}&depth=0`), {
      headers: auth,
    })
  ).json()) as { docs: { id: number }[] }
  const id = found.docs[0]!.id
  const setProfile = (googleProfile: string) =>
    request.patch(platformUrl(`/api/locations/${id}`), { headers: auth, data: { googleProfile } })
  expect((await setProfile(PROFILE)).status()).toBe(200)
  try {
    const imported = await request.post(platformUrl(`/api/locations/${id}/import-reviews`), { headers: auth })
    expect(imported.status(), await imported.text()).toBe(200)
    expect(((await imported.json()) as { message: string }).message).toBe(
      'Imported: 318 reviews on Google, average 4.6: 2 new, 0 changed, 0 removed.',
    )
    await expect(async () => {
      await page.goto(siteUrl('harbour-toyota', '/contact-us/harbour-city-toyota'))
      await expect(page.locator('.star-rating').first()).toHaveText(/Google rating.*4\.6.*\(318 reviews\)/, {
        timeout: 1_000,
      })
    }).toPass({ timeout: 15_000 })
    await expectAccessible(page)
    await page.goto(siteUrl('harbour-toyota', '/'))
    const review = page.locator('.review').filter({ hasText: 'Mia T.' })
    await expect(review).toContainText('Google review')
    await expect(review.locator('.review-reply')).toContainText(/Reply from Harbour City Toyota · .+Thanks Mia!/)
    // A rating left without words shows no empty paragraph.
    await expect(page.locator('.review').filter({ hasText: 'Lee W.' }).locator('p')).toHaveCount(2)
    await expectAccessible(page, '.block-reviews')
  } finally {
    // The demo as it was: no profile, the imported reviews gone, the location rated by its typed reviews again.
    await setProfile('')
    const google = (await (
      await request.get(
        platformUrl(`/api/reviews?where[location][equals]=${id}&where[source][equals]=google&depth=0&limit=50`),
        { headers: auth },
      )
    ).json()) as { docs: { id: number }[] }
    for (const review of google.docs)
      expect((await request.delete(platformUrl(`/api/reviews/${review.id}`), { headers: auth })).status()).toBe(200)
  }
})
