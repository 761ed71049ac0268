import { expect, type Response } from '@playwright/test'
import { PASSWORD, expectAccessible, platformUrl, siteRequest, siteUrl, test } from './env'

// A dealer's feed names photos on its own host (scripts/dealerPhotoHost.mjs, started by
// scripts/e2e.mjs): the import fetches them once and the site serves its own renditions. No
// page, answer or printout names the dealer's host or the demo feed's original files.
const TOKEN = 'outback-dms-token-0123456789abcdef0123'
const HOST = process.env.E2E_PHOTO_HOST ?? ''

const car = {
  stocknum: 'OC-PHOTO-1',
  year: 2021,
  make: 'Jayco',
  model: 'Journey',
  badge: 'Outback',
  car_type: 'used',
  status: 'in_stock',
  price: 71_990,
  body: 'Caravan',
  images: [`${HOST}/dms/caravan-white.jpg`, `${HOST}/dms/caravan-blue.jpg`, `${HOST}/dms/gone.jpg`],
}

test('a fed car’s photos are fetched once and served by the platform, never from the dealer’s host', async ({
  page,
  request,
}) => {
  test.skip(!HOST, 'scripts/e2e.mjs starts the dealer photo host')
  const login = await request.post(platformUrl('/api/users/login'), {
    data: { email: 'admin@platform.test', password: PASSWORD },
  })
  const admin = { Authorization: `JWT ${(await login.json()).token}` }
  const site = (
    await (await request.get(platformUrl('/api/tenants?where[slug][equals]=outback-cars'), { headers: admin })).json()
  ).docs[0]
  await request.patch(platformUrl(`/api/tenants/${site.id}`), { headers: admin, data: { stock: { pushToken: TOKEN } } })

  const pushed = await request.post(platformUrl('/api/stock-feed/outback-cars?partial=1'), {
    headers: { Authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    data: Buffer.from(JSON.stringify([car])),
  })
  expect(pushed.status()).toBe(200)
  const report = await pushed.json()
  expect(report.photos.failed).toEqual([{ url: `${HOST}/dms/gone.jpg`, problem: 'the host answered 404' }])
  expect(report.photos.left).toBe(0)

  const found = await (await request.get(...siteRequest('outback-cars', '/api/search?query=OC-PHOTO-1'))).json()
  const hit = found.hits[0]
  expect(hit.primary_photo).toMatchObject({ key: expect.stringMatching(/^[0-9a-f]{32}$/), width: 1600, height: 1200 })
  try {
    // What Chromium is sent for the photos it asks for (it takes AVIF).
    const photos: Response[] = []
    page.on('response', (response) => {
      if (response.url().includes('/photos/')) photos.push(response)
    })
    await page.goto(siteUrl('outback-cars', `/cars/${hit.slug}`))
    const gallery = page.locator('.vehicle-photos img')
    await expect(gallery).toHaveCount(2)
    const first = gallery.first()
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    const src = await first.evaluate((img: HTMLImageElement) => img.currentSrc)
    expect(src).toMatch(
      new RegExp(`^${siteUrl('outback-cars', '/photos/')}${hit.primary_photo.key}\\?w=(400|800|1600)$`),
    )
    // No layout shift: the original's proportions, and its colour until it loads.
    await expect(first).toHaveAttribute('width', '1600')
    await expect(first).toHaveAttribute('height', '1200')
    await expect(first).toHaveAttribute('style', /background-color/)
    const served = photos.find(
      (response) => response.url() === siteUrl('outback-cars', new URL(src).pathname + new URL(src).search),
    )
    expect(served?.headers()['content-type']).toBe('image/avif')
    expect(served?.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    await expectAccessible(page)

    // Nothing a visitor or a search engine reads names where the photos came from.
    const pages = [
      ['outback-cars', `/cars/${hit.slug}`],
      ['outback-cars', '/'],
      ['outback-cars', '/search/used-cars'],
      ['outback-cars', '/api/search?query=OC-PHOTO-1'],
      ['harbour-toyota', '/'],
      ['harbour-toyota', '/search/new-used-and-demo-cars'],
      ['southern-cross', '/search/used-cars'],
    ] as const
    for (const [slug, path] of pages) {
      const body = await (await request.get(...siteRequest(slug, path))).text()
      expect(body, `${slug}${path}`).not.toContain(HOST)
      expect(body, `${slug}${path}`).not.toContain('/demo-stock/')
    }
    // Open Graph and schema.org name a JPEG on the platform.
    const html = await (await request.get(...siteRequest('outback-cars', `/cars/${hit.slug}`))).text()
    expect(html).toMatch(
      new RegExp(`<meta property="og:image" content="[^"]*/photos/${hit.primary_photo.key}\\?w=1200&amp;fm=jpg"`),
    )
    const printout = await request.get(...siteRequest('outback-cars', `/print?car_id=${hit.slug}`))
    expect(printout.status()).toBe(200)
  } finally {
    // Off the site again, so the other tests and the screenshots see the demo stock as seeded.
    await request.patch(platformUrl(`/api/cars/${hit.id}`), { headers: admin, data: { hideFromWebsite: true } })
  }
})
