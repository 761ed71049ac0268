import { expect, type APIRequestContext } from '@playwright/test'
import { siteRequest, test } from './env'

const DEALERS = ['harbour-toyota', 'southern-cross', 'outback-cars']

/** The same-site paths a page links to (header, menus, blocks, cards, footer). */
function internalLinks(html: string, host: string): string[] {
  const paths = new Set<string>()
  for (const [, raw] of html.matchAll(/href="([^"#]*)/g)) {
    const href = raw!.replaceAll('&amp;', '&')
    if (!href || /^(mailto|tel|sms):/.test(href) || href.startsWith('/_next/') || href.startsWith('/api/media/'))
      continue
    const url = new URL(href, `http://${host}`)
    if (url.host === host) paths.add(url.pathname + url.search)
  }
  return [...paths]
}

test('every link on each demo dealer’s home page leads to a page', async ({ request }) => {
  for (const dealer of DEALERS) {
    const [homeUrl, init] = siteRequest(dealer, '/')
    const host = init.headers.Host
    const home = await request.get(homeUrl, init)
    expect(home.status()).toBe(200)
    const links = internalLinks(await home.text(), host)
    expect(links.length).toBeGreaterThan(10)
    const broken: string[] = []
    for (const path of links) {
      // Redirects are followed here: Playwright would follow them to 127.0.0.1 without the dealer's Host.
      let response = await request.get(siteRequest(dealer, path)[0], { ...init, maxRedirects: 0 })
      for (let hops = 0; hops < 3 && response.status() >= 300 && response.status() < 400; hops++) {
        const target = new URL(response.headers().location!, `http://${host}`)
        response = await request.get(siteRequest(dealer, target.pathname + target.search)[0], {
          ...init,
          maxRedirects: 0,
        })
      }
      if (response.status() >= 300) broken.push(`${response.status()} ${path}`)
    }
    expect(broken, `${dealer}: links that lead nowhere`).toEqual([])
  }
})

/** Every page a dealer's sitemap names (cars: the first three), and the finance pages the sitemap leaves out. */
async function sitePaths(request: APIRequestContext, dealer: string): Promise<string[]> {
  const sitemap = await request.get(...siteRequest(dealer, '/sitemap.xml'))
  expect(sitemap.status()).toBe(200)
  const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
  const cars = paths.filter((path) => path.startsWith('/cars/'))
  return [...new Set([...paths.filter((path) => !path.startsWith('/cars/')), ...cars.slice(0, 3), '/finance'])]
}

// Southern Cross takes online pre-approvals (instant quotes on, sign-in by text): its pages may say so.
const PRE_APPROVING = new Set(['southern-cross'])

test('no page of a demo dealer promises a finance pre-approval the platform does not give', async ({ request }) => {
  for (const dealer of DEALERS) {
    const paths = await sitePaths(request, dealer)
    expect(paths.length).toBeGreaterThan(10)
    if (PRE_APPROVING.has(dealer)) {
      // Where it is promised, the way to it is on the page: the quote's Get Finance.
      const finance = await (await request.get(...siteRequest(dealer, '/finance'))).text()
      expect(finance).toMatch(/pre-?approv/i)
      expect(finance).toContain('Get Finance')
      continue
    }
    const promising: string[] = []
    for (const path of paths) {
      const response = await request.get(...siteRequest(dealer, path))
      if (/pre-?approv/i.test(await response.text())) promising.push(path)
    }
    expect(promising, `${dealer}: pages that promise a pre-approval`).toEqual([])
  }
})
