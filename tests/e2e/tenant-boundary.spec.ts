import { expect, type APIRequestContext } from '@playwright/test'
import { PASSWORD, platformUrl, sentWithoutRendering, siteRequest, siteUrl, test } from './env'

// The tenant boundary and the product's promises over HTTP, against the production build:
// each case is an attack that went through on main.

async function token(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post(platformUrl('/api/users/login'), { data: { email, password } })
  expect(res.status()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

type Doc = { id: number | string; slug?: string }

/** siteRequest with further request options (data, headers, redirects). */
const onSite = (
  slug: string,
  path: string,
  options: { data?: unknown; headers?: Record<string, string>; maxRedirects?: number } = {},
) => {
  const [url, init] = siteRequest(slug, path)
  return [url, { ...options, headers: { ...init.headers, ...options.headers } }] as const
}

async function tenantIds(request: APIRequestContext, admin: string) {
  const res = await request.get(platformUrl('/api/tenants?limit=10&depth=0'), {
    headers: { Authorization: `JWT ${admin}` },
  })
  const docs = ((await res.json()) as { docs: Doc[] }).docs
  return Object.fromEntries(docs.map((t) => [t.slug!, t.id])) as Record<string, number | string>
}

test.describe('the tenant boundary over REST and GraphQL', () => {
  test('a viewer of one dealer who edits another cannot create pages there through the tenant cookie', async ({
    request,
  }) => {
    const admin = await token(request, 'admin@platform.test')
    const ids = await tenantIds(request, admin)
    const email = `viewer-a-editor-b-${Date.now()}@example.test`
    const created = await request.post(platformUrl('/api/users'), {
      headers: { Authorization: `JWT ${admin}` },
      data: {
        email,
        password: PASSWORD,
        tenants: [
          { tenant: ids['harbour-toyota'], roles: ['viewer'] },
          { tenant: ids['southern-cross'], roles: ['editor'] },
        ],
      },
    })
    expect(created.status()).toBe(201)
    const attacker = await token(request, email)
    const asAttacker = (tenant: string) => ({
      Authorization: `JWT ${attacker}`,
      Cookie: `payload-tenant=${ids[tenant]}`,
    })

    const rest = await request.post(platformUrl('/api/pages'), {
      headers: asAttacker('harbour-toyota'),
      data: { title: 'Forged', slug: 'forged-by-cookie', _status: 'published' },
    })
    expect(rest.status()).toBe(403)
    const graphql = await request.post(platformUrl('/api/graphql'), {
      headers: asAttacker('harbour-toyota'),
      data: { query: 'mutation { createPage(data: { title: "Forged", slug: "forged-by-graphql" }) { id } }' },
    })
    const answer = (await graphql.json()) as { data?: { createPage: unknown }; errors?: { message: string }[] }
    expect(answer.errors?.[0]?.message).toMatch(/not allowed/i)
    expect(answer.data?.createPage ?? null).toBeNull()
    const stored = await request.get(
      platformUrl('/api/pages?where[slug][in]=forged-by-cookie,forged-by-graphql&draft=true&depth=0'),
      { headers: { Authorization: `JWT ${admin}` } },
    )
    expect(((await stored.json()) as { docs: Doc[] }).docs).toEqual([])
    expect((await request.get(...siteRequest('harbour-toyota', '/forged-by-cookie'))).status()).toBe(404)

    // The same request for the dealer they do edit goes through.
    const own = await request.post(platformUrl('/api/pages'), {
      headers: asAttacker('southern-cross'),
      data: { title: 'Made by cookie', slug: 'made-by-cookie' },
    })
    expect(own.status()).toBe(201)
  })

  test('GraphQL answers (the schema builds), anonymous visitors read what REST gives them: the host’s published pages', async ({
    request,
  }) => {
    const res = await request.post(
      ...onSite('harbour-toyota', '/api/graphql', {
        data: { query: '{ Pages(limit: 100) { docs { id } } Users { docs { email } } }' },
      }),
    )
    expect(res.status()).toBe(200)
    const body = (await res.json()) as { data: { Pages: { docs: Doc[] }; Users: null }; errors?: { message: string }[] }
    const rest = (await (
      await request.get(...siteRequest('harbour-toyota', '/api/pages?limit=100&depth=0'))
    ).json()) as { docs: Doc[] }
    expect(body.data.Pages.docs.map((p) => String(p.id)).sort()).toEqual(rest.docs.map((p) => String(p.id)).sort())
    expect(rest.docs.length).toBeGreaterThan(0)
    expect(body.data.Users).toBeNull()
    expect(body.errors?.[0]?.message).toMatch(/not allowed/i)
  })

  test('staff cannot run the job queues or read the server’s own records over HTTP', async ({ request }) => {
    const editor = await token(request, 'editor@harbour-toyota.test')
    for (const path of [
      '/api/payload-jobs/run',
      '/api/payload-jobs/handle-schedules',
      '/api/payload-jobs',
      '/api/cache-expiries',
      '/api/import-locks',
      '/api/stock-pushes',
      '/api/car-views',
      '/api/photos',
    ]) {
      const res = await request.get(platformUrl(path), { headers: { Authorization: `JWT ${editor}` } })
      expect([401, 403], path).toContain(res.status())
    }
    const graphql = await request.post(platformUrl('/api/graphql'), {
      headers: { Authorization: `JWT ${editor}` },
      data: {
        query:
          '{ CacheExpiries { docs { id } } ImportLocks { docs { id } } StockPushes { docs { id } } CarViews { docs { id } } Photos { docs { id } } }',
      },
    })
    const answer = (await graphql.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] }
    expect(answer.errors?.length).toBeGreaterThan(0)
    expect(Object.values(answer.data ?? {}).every((value) => value === null)).toBe(true)
  })
})

test.describe('promises and bad input', () => {
  test('made-up X-Forwarded-For addresses do not buy more leads', async ({ request }) => {
    // The server's limit per address and dealer (scripts/e2e.mjs sets LEAD_RATE_LIMIT), then more.
    const limit = Number(process.env.LEAD_RATE_LIMIT ?? 5)
    const statuses: number[] = []
    for (let i = 1; i <= limit + 7; i++) {
      const [url, init] = siteRequest('outback-cars', '/api/leads')
      const res = await request.post(url, {
        headers: { ...init.headers, 'X-Forwarded-For': `203.0.113.${i}` },
        data: {
          category: 'general',
          name: 'Sam',
          email: 'sam@example.com',
          phone: '0412345678',
          subject: 'Sales Enquiry',
          message: 'Is the ute still there?',
        },
      })
      statuses.push(res.status())
    }
    expect(statuses.filter((s) => s === 201).length).toBeLessThanOrEqual(limit)
    expect(statuses).toContain(429)
  })

  test('undecodable paths, pages past the search window and oversized bodies get a 4xx', async ({ request }) => {
    for (const path of ['/%', '/cars/%', '/search/%E0', '/api/%', '/admin/%', '/api/stock-feed/%%']) {
      expect((await request.get(...siteRequest('harbour-toyota', path))).status(), path).toBe(400)
    }
    const page = await request.get(...siteRequest('harbour-toyota', '/api/search?page=477'))
    expect(page.status()).toBe(400)
    expect(((await page.json()) as { error: string }).error).toMatch(/page/)
    const [url, init] = siteRequest('harbour-toyota', '/api/phone-reveals')
    const huge = await request.post(url, {
      headers: { ...init.headers, 'content-type': 'application/json' },
      data: `{"path":"${'x'.repeat(5 * 1024 * 1024)}"}`,
    })
    expect(huge.status()).toBe(413)
    expect((await request.get(...siteRequest('harbour-toyota', '/api/pages/abc'))).status()).toBe(404)
  })

  test('reservations: visitors read none; a bad reservation, an unsigned payment event or a made-up reference is a 4xx', async ({
    request,
  }) => {
    expect((await request.get(...siteRequest('harbour-toyota', '/api/reservations'))).status()).toBe(403)
    const graphql = await request.post(
      ...onSite('harbour-toyota', '/api/graphql', { data: { query: '{ Reservations { docs { email } } }' } }),
    )
    expect(((await graphql.json()) as { data?: { Reservations: unknown } }).data?.Reservations ?? null).toBeNull()
    const [url, init] = siteRequest('harbour-toyota', '/api/cars/no-such-car/reserve')
    const post = (data: string) =>
      request.post(url, { headers: { ...init.headers, 'content-type': 'application/json' }, data })
    expect((await post('{not json')).status()).toBe(400)
    expect((await post(JSON.stringify({ first_name: 'A', email: 'a@b.co', phone: '0412345678' }))).status()).toBe(409)
    expect((await post(`{"first_name":"${'x'.repeat(100 * 1024)}"}`)).status()).toBe(413)
    const event = await request.post(platformUrl('/api/payments/stripe'), {
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=00` },
      data: JSON.stringify({ type: 'checkout.session.completed', data: { object: { id: 'cs_forged' } } }),
    })
    expect(event.status()).toBe(400)
    const [cancelUrl, cancelInit] = siteRequest(
      'harbour-toyota',
      '/api/cars/no-such-car/reserve/cancel?ref=made-up-reference-123',
    )
    const cancel = await request.get(cancelUrl, { ...cancelInit, maxRedirects: 0 })
    expect(cancel.status()).toBe(404)
  })

  test('leaving preview never leads off the site', async ({ request }) => {
    // As sent in the address: %5C is a backslash once decoded, and browsers read /\ like //.
    for (const path of [
      '/%5Cevil.example',
      '//evil.example',
      '/%5C/evil.example',
      'https://evil.example',
      '/%09/evil.example',
    ]) {
      const res = await request.get(...onSite('harbour-toyota', `/api/preview/exit?path=${path}`, { maxRedirects: 0 }))
      expect(res.status()).toBe(307)
      expect(res.headers().location, path).toBe('/')
    }
  })
})

test.describe('headers and hosts', () => {
  test('a write with the admin’s session cookie counts only from the admin’s own origin', async ({ request }) => {
    const login = await request.post(platformUrl('/api/users/login'), {
      data: { email: 'editor@harbour-toyota.test', password: PASSWORD },
    })
    const session = ((await login.json()) as { token: string }).token
    const pages = (await (
      await request.get(platformUrl('/api/pages?limit=1&depth=0'), { headers: { Authorization: `JWT ${session}` } })
    ).json()) as { docs: Doc[] }
    const edit = (origin: string) =>
      request.patch(platformUrl(`/api/pages/${pages.docs[0]!.id}`), {
        headers: { Cookie: `payload-token=${session}`, Origin: origin },
        data: { summary: `Edited from ${origin}` },
      })
    expect([401, 403]).toContain((await edit('http://evil.example')).status())
    expect((await edit(platformUrl(''))).status()).toBe(200)
  })

  test('dealer pages carry a CSP that keeps them cached; the admin cannot be framed; /admin on a dealer host goes to the admin host', async ({
    page,
    request,
  }) => {
    const home = await request.get(...siteRequest('harbour-toyota', '/special-offers'))
    const csp = home.headers()['content-security-policy'] ?? ''
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      'frame-ancestors',
    ])
      expect(csp).toContain(directive)
    expect(home.headers()['x-content-type-options']).toBe('nosniff')
    expect(home.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(
      sentWithoutRendering((await request.get(...siteRequest('harbour-toyota', '/special-offers'))).headers()),
    ).toBe(true)

    const admin = await request.get(platformUrl('/admin/login'))
    expect(admin.headers()['x-frame-options']).toBe('SAMEORIGIN')
    const onDealer = await request.get(...onSite('harbour-toyota', '/admin/login', { maxRedirects: 0 }))
    expect([307, 308]).toContain(onDealer.status())
    expect(onDealer.headers().location).toBe(platformUrl('/admin/login'))

    // The page runs under its CSP: no violations while it loads and hydrates.
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto(siteUrl('harbour-toyota', '/'))
    await page.waitForLoadState('networkidle')
    expect(violations).toEqual([])
  })
})
