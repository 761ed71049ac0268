import { expect, type APIRequestContext } from '@playwright/test'
import { siteRequest, test } from './env'

// Every public route of a dealer site (src/app/[site] and src/app/api) with hostile input:
// undecodable and oversized paths, wrong types, huge numbers, broken and oversized bodies.
// Whatever the input, the answer is a 2xx, 3xx or 4xx, and it comes (no 500, no hang).

const SITE = 'southern-cross'

const PAGES = [
  '/',
  '/special-offers',
  '/offers/new-vehicle-offers',
  '/contact-us',
  '/contact-us/southern-cross-ford',
  '/contact',
  '/locations/x',
  '/our-location/x',
  '/teams/x',
  '/models',
  '/finance',
  '/finance-enquiry',
  '/apply-for-finance',
  '/book-test-drive',
  '/privacy-policy',
  '/terms-and-conditions',
  '/pages/complaint-handling-process',
  '/pages/handling-complaint',
  '/pages/unsubscribe',
  '/review-feedback',
  '/search',
  '/search/used-cars',
  '/search/new-used-and-demo-cars',
  '/cars/not-a-car',
  '/about-us',
  '/sitemap.xml',
  '/robots.txt',
]

const HOSTILE_QUERIES = [
  'page=abc&sortBy=%00',
  `page=${'9'.repeat(30)}&price=${'9'.repeat(400)}-`,
  'price=abc&year=2020-2019&km=-1-',
  `query=${'%25'.repeat(50)}&make=${'a'.repeat(3000)}`,
  'make[]=a&make[x]=b&model[$gt]=c&offer=abc&body=%E0',
  'car_id=-1&vehiclePriceBudget=1e999&preferredDealership=%00&model=<script>',
]

const HOSTILE_SUFFIXES = ['/%', '/%E0%A4%A', '/%%', '/..%2f..%2fetc%2fpasswd', `/${'a'.repeat(3000)}`]

const HOSTILE_BODIES: (string | Buffer)[] = [
  '',
  'not json',
  'null',
  '[]',
  '"text"',
  '{"name":42,"email":{},"category":["general"]}',
  '{"category":"general","context":{"a":{"b":{"c":[1,2,3]}}}}',
  `{"category":"general","message":"${'x'.repeat(200_000)}"}`,
  '['.repeat(10_000),
  Buffer.alloc(3 * 1024 * 1024, 0x20),
]

async function expectAnswered(
  request: APIRequestContext,
  method: 'GET' | 'POST',
  path: string,
  body?: string | Buffer,
) {
  const [url, init] = siteRequest(SITE, path)
  const response = await request.fetch(url, {
    method,
    headers: { ...init.headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    data: body,
    maxRedirects: 0,
    timeout: 20_000,
  })
  expect(response.status(), `${method} ${path.slice(0, 120)}`).toBeLessThan(500)
}

test.describe('fuzzing the public routes', () => {
  test.setTimeout(300_000)

  test('dealer pages with hostile query strings and paths', async ({ request }) => {
    for (const page of PAGES) {
      for (const query of HOSTILE_QUERIES) await expectAnswered(request, 'GET', `${page}?${query}`)
      for (const suffix of HOSTILE_SUFFIXES)
        await expectAnswered(request, 'GET', `${page === '/' ? '' : page}${suffix}`)
    }
  })

  test('the site APIs with hostile queries and bodies', async ({ request }) => {
    for (const query of [...HOSTILE_QUERIES, 'page=477', 'page=0', `price=1-${'9'.repeat(20)}`])
      await expectAnswered(request, 'GET', `/api/search?${query}`)
    for (const path of [
      '/api/leads',
      '/api/phone-reveals',
      '/api/stock-feed/southern-cross',
      '/api/stock-feed/%%',
      '/api/graphql',
      '/api/pages',
      '/api/users/login',
    ]) {
      for (const body of HOSTILE_BODIES) await expectAnswered(request, 'POST', path, body)
    }
    for (const path of [
      '/api/preview?tenant=1&path=/&expires=abc&token=x',
      `/api/preview?tenant=${'9'.repeat(40)}&path=${'%2F'.repeat(500)}`,
      '/api/preview/exit?path=%00',
      '/api/pages?where[or][0][and][0][title][equals][0]=a&where[or][0][and][0][title][equals][1]=b',
      '/api/pages?where[createdAt][less_than]=tomorrow-ish&where[id][in][]=x',
      `/api/pages?depth=99&limit=${'9'.repeat(30)}&page=-4&sort=${'x'.repeat(2000)}`,
      '/api/media/file/..%2f..%2fpackage.json',
      '/api/media/file/%E0',
      '/api/graphql?query={__typename}',
    ]) {
      await expectAnswered(request, 'GET', path)
    }
  })
})
