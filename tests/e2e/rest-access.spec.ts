import { expect, type APIRequestContext } from '@playwright/test'
import { PASSWORD, platformUrl, siteRequest, test } from './env'

async function login(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  const res = await request.post(platformUrl('/api/users/login'), { data: { email, password: PASSWORD } })
  expect(res.status()).toBe(200)
  const { token } = (await res.json()) as { token: string }
  return { Authorization: `JWT ${token}` }
}

type PageDoc = {
  id: string | number
  title: string
  summary?: string | null
  tenant: { slug: string } | string | number
}

test.describe('REST access across tenants', () => {
  test('anonymous visitors cannot read users, and read only the published pages of the host’s dealer', async ({
    request,
  }) => {
    expect((await request.get(platformUrl('/api/users'))).status()).toBe(403)
    expect((await request.get(...siteRequest('harbour-toyota', '/api/users'))).status()).toBe(403)

    const res = await request.get(...siteRequest('harbour-toyota', '/api/pages?depth=1&limit=100'))
    expect(res.status()).toBe(200)
    const { docs } = (await res.json()) as { docs: PageDoc[] }
    expect(docs.map((d) => d.title).sort()).toEqual([
      'About Us',
      'Car Finance',
      'Careers',
      'Customer Feedback',
      'Fleet',
      'Genuine Service',
      'Parts & Accessories',
      'Roadside Assist',
      'Toyota Hybrids',
      'Toyota Service Advantage',
      'Toyota Warranty',
      'Toyota Warranty Advantage',
      'Welcome to Harbour City Toyota',
    ])
    expect(new Set(docs.map((d) => JSON.stringify(d.tenant))).size).toBe(1) // one dealer's pages only

    expect((await request.get(platformUrl('/api/pages'))).status()).toBe(403)
  })

  test('a tenant-A editor cannot read, update or delete tenant-B documents', async ({ request }) => {
    const admin = await login(request, 'admin@platform.test')
    const found = await request.get(platformUrl('/api/pages?where[slug][equals]=home&depth=1&limit=10'), {
      headers: admin,
    })
    const pages = ((await found.json()) as { docs: PageDoc[] }).docs
    const pageB = pages.find((p) => typeof p.tenant === 'object' && p.tenant.slug === 'southern-cross')!
    const pageA = pages.find((p) => typeof p.tenant === 'object' && p.tenant.slug === 'harbour-toyota')!
    expect(pageB && pageA).toBeTruthy()

    const editorA = await login(request, 'editor@harbour-toyota.test')
    const url = platformUrl(`/api/pages/${pageB.id}`)
    expect([403, 404]).toContain((await request.get(url, { headers: editorA })).status())
    expect([403, 404]).toContain(
      (await request.patch(url, { headers: editorA, data: { summary: 'defaced' } })).status(),
    )
    expect([403, 404]).toContain((await request.delete(url, { headers: editorA })).status())

    const list = await request.get(platformUrl('/api/pages?limit=100&depth=0'), { headers: editorA })
    const visible = ((await list.json()) as { docs: PageDoc[] }).docs.map((p) => String(p.id))
    expect(visible).toContain(String(pageA.id))
    expect(visible).not.toContain(String(pageB.id))

    const after = await request.get(url, { headers: admin })
    expect(((await after.json()) as PageDoc).summary).not.toBe('defaced')

    // …while their own dealer's page is theirs to edit.
    const own = await request.patch(platformUrl(`/api/pages/${pageA.id}`), {
      headers: editorA,
      data: { summary: 'Edited by the editor' },
    })
    expect(own.status()).toBe(200)
  })
})
