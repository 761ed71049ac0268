import { expect } from '@playwright/test'
import { PASSWORD, platformUrl, siteRequest, test } from './env'

// A dealer management system pushes stock to POST /api/stock-feed/<slug> with its token.
const TOKEN = 'outback-dms-token-0123456789abcdef0123'

const car = {
  stocknum: 'OC-PUSH-1',
  year: 2020,
  make: 'Isuzu UTE',
  model: 'D-MAX',
  badge: 'X-Terrain',
  car_type: 'used',
  status: 'in_stock',
  price: 48_990,
  km: 52_000,
  body: 'Dual Cab Utility',
  images: ['https://images.example.com/oc-push-1/1.jpg'],
}

test('a pushed feed is imported with its report; wrong tokens, bad JSON and a shrinking full feed are refused', async ({ request }) => {
  const login = await request.post(platformUrl('/api/users/login'), { data: { email: 'admin@platform.test', password: PASSWORD } })
  const admin = { Authorization: `JWT ${(await login.json()).token}` }
  const site = (await (await request.get(platformUrl('/api/tenants?where[slug][equals]=outback-cars'), { headers: admin })).json()).docs[0]
  expect((await request.patch(platformUrl(`/api/tenants/${site.id}`), { headers: admin, data: { stock: { pushToken: TOKEN } } })).status()).toBe(200)

  const push = (body: unknown, token = TOKEN, query = '') =>
    request.post(platformUrl(`/api/stock-feed/outback-cars${query}`), {
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // A Buffer goes out byte for byte; Playwright would JSON-encode a string sent as JSON.
      data: Buffer.from(typeof body === 'string' ? body : JSON.stringify(body)),
    })

  expect((await push([car], 'wrong-token-wrong-token-wrong-token')).status()).toBe(401)
  expect((await request.post(platformUrl('/api/stock-feed/no-such-dealer'), { headers: { Authorization: `Bearer ${TOKEN}` }, data: '[]' })).status()).toBe(401)

  const bad = await push('{"cars": nope')
  expect(bad.status()).toBe(400)
  expect((await bad.json()).error).toMatch(/not valid JSON/)

  const shrinking = await push([car])
  expect(shrinking.status()).toBe(409)
  expect((await shrinking.json()).refused).toMatch(/off sale/)

  const partial = await push([car, { ...car, stocknum: 'OC-PUSH-2', car_type: 'rental' }], TOKEN, '?partial=1')
  expect(partial.status()).toBe(200)
  const report = await partial.json()
  expect(report.indexProblem).toBeUndefined()
  expect(report).toMatchObject({ created: 1, markedSold: 0, rejected: [{ line: 2, stockNumber: 'OC-PUSH-2', problems: ['car_type "rental" is not new, used or demo'] }] })

  const found = await (await request.get(...siteRequest('outback-cars', '/api/search?query=x-terrain'))).json()
  expect(found.hits.map((hit: { make: string; model: string }) => `${hit.make} ${hit.model}`)).toEqual(['Isuzu D-MAX'])
})
