import { expect } from '@playwright/test'
import { expectAccessible, platformUrl, PORT, siteRequest, siteUrl, test } from './env'

// The header menu and footer every page of a dealer site carries, built from the CMS.
test.describe('site shell', () => {
  // Critical-CH made Chromium browsers send a first visit's request twice (the first answer
  // only asked for the hint): the sites ask for none; Payload's admin keeps its theme's.
  test('a dealer page asks for no client hint, so a first visit is one request; the admin keeps its colour-scheme hint', async ({
    request,
  }) => {
    for (const path of ['/', '/search/used-cars']) {
      const headers = (await request.get(...siteRequest('harbour-toyota', path))).headers()
      expect(headers['critical-ch']).toBeUndefined()
      expect(headers['accept-ch']).toBeUndefined()
      expect(headers.vary ?? '').not.toMatch(/Sec-CH-Prefers-Color-Scheme/i)
    }
    const admin = (await request.get(platformUrl('/admin/login'))).headers()
    expect(admin['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('the models mega-menu works by keyboard: open, browse categories, close with Escape', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'))
    const header = page.locator('header.site-header')
    const trigger = page.getByRole('button', { name: 'New Vehicles' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    await expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await expect(header).toHaveClass(/dropdown-open/)

    // Categories in the spec's order, only those with models; the first is active.
    const categories = page.getByRole('tablist', { name: 'Model categories' }).getByRole('tab')
    await expect(categories).toHaveText([
      'Hatch & sedans',
      'SUVs & 4WDs',
      'Utes & Vans',
      'GR & performance',
      'Electrified',
    ])
    await expect(categories.first()).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel')).toContainText('Corolla Hatch')

    await page.keyboard.press('Tab') // into the category list
    await expect(categories.first()).toBeFocused()
    await page.keyboard.press('End')
    await expect(categories.last()).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel).toContainText('bZ4X')
    // Upcoming models are labelled and offer no stock link.
    await expect(panel).toContainText('HiLux Hybrid 48VUpcoming')
    await expect(panel.getByRole('link', { name: 'Our HiLux Hybrid 48V stock' })).toHaveCount(0)
    await expect(panel.getByRole('link', { name: 'Our bZ4X stock' })).toHaveAttribute(
      'href',
      '/search/new-cars?make_model=Toyota%7CbZ4X',
    )

    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
    await expect(header).not.toHaveClass(/dropdown-open/)
  })

  test('dropdowns open on click and close on an outside click, on the force-close signal and when another opens', async ({
    page,
  }) => {
    await page.goto(siteUrl('harbour-toyota'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    const service = page.getByRole('button', { name: 'Service', exact: true })
    await service.click()
    await expect(nav.getByRole('link', { name: 'Roadside Assist' })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(service).toHaveAttribute('aria-expanded', 'false')

    await service.click()
    await page.evaluate(() => window.dispatchEvent(new Event('site:close-menus')))
    await expect(service).toHaveAttribute('aria-expanded', 'false')

    // Opening one closes the other; the stock dropdown lists the dealer's car types.
    await page.getByRole('button', { name: 'Our Stock' }).click()
    await expect(nav.getByRole('link', { name: 'Used Cars' })).toHaveAttribute('href', '/search/used-cars')
    await service.click()
    await expect(page.getByRole('button', { name: 'Our Stock' })).toHaveAttribute('aria-expanded', 'false')
  })

  test('the header is one row from 1024 px with the rest of the menu in More, and a phone bar under 72 px', async ({
    page,
  }) => {
    for (const dealer of ['harbour-toyota', 'southern-cross', 'outback-cars']) {
      for (const width of [1024, 1280, 1366]) {
        await page.setViewportSize({ width, height: 800 })
        await page.goto(siteUrl(dealer))
        const { height } = (await page.getByRole('banner').boundingBox())!
        expect(height, `${dealer} header at ${width} px`).toBeLessThan(80)
      }
    }
    // Harbour's seven items fit at 1280 px; at 1024 px the last ones move into More, in order.
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(siteUrl('harbour-toyota'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Company' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0)
    await page.setViewportSize({ width: 1024, height: 800 })
    const more = nav.getByRole('button', { name: 'More' })
    await more.click()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('.nav-panel-more').getByRole('link', { name: 'About Us' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Company' })).toHaveCount(0)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(more).toBeFocused()

    // A phone: logo, Call and Menu in one bar; Contact Us sits at the end of the menu.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(siteUrl('harbour-toyota'))
    const banner = page.getByRole('banner')
    expect((await banner.boundingBox())!.height).toBeLessThan(72)
    await expect(banner.getByRole('link', { name: 'Call Harbour City Toyota on (02) 9643 1200' })).toHaveAttribute(
      'href',
      'tel:0296431200',
    )
    await expect(banner.getByRole('link', { name: 'Contact Us' })).toBeHidden()
    await banner.getByRole('button', { name: 'Menu' }).click()
    await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact')
    await expectAccessible(page)
  })

  test('a brand font arriving after the menu was measured gets the menu measured again', async ({ page }) => {
    // The font comes a second late, as on a slow phone connection: the menu is first fitted in
    // the fallback font, then again in the dealer's. What shows must fit the row either way.
    await page.route('**/_next/static/media/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.setViewportSize({ width: 1274, height: 800 })
    await page.goto(siteUrl('harbour-toyota'))
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.locator('.nav-items')).toHaveAttribute('data-measured', 'true')
    await page.waitForFunction(() => document.fonts.status === 'loaded' && document.fonts.check('16px inter'))
    const fits = () =>
      nav.locator('.nav-items').evaluate((list) => {
        const row = list.getBoundingClientRect()
        return [...list.children]
          .filter((item) => (item as HTMLElement).offsetParent !== null)
          .every((item) => item.getBoundingClientRect().right <= row.right + 1)
      })
    await expect.poll(fits).toBe(true)
    const shownLate = await nav.locator('.nav-items > li:visible').count()
    // Loaded again with the font already in the browser's cache: the same items show.
    await page.unrouteAll()
    await page.reload()
    await expect(nav.locator('.nav-items')).toHaveAttribute('data-measured', 'true')
    await expect.poll(() => nav.locator('.nav-items > li:visible').count()).toBe(shownLate)
  })

  test('the footer shows the dealer’s link groups, the footer line and social links', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'))
    const footer = page.getByRole('contentinfo')
    await expect(
      footer.getByRole('navigation', { name: 'Buyer Tools' }).getByRole('link', { name: 'New Cars' }),
    ).toHaveAttribute('href', '/search/new-cars')
    await expect(footer.locator('.footer-text')).toHaveText(
      new RegExp(
        `^Harbour City Toyota \\| Toyota Dealer \\| Auburn NSW \\| Dealer Licence MD012345 \\| Copyright ${new Date().getFullYear()}\\. All Rights Reserved\\.$`,
      ),
    )
    await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/harbourcitytoyota',
    )

    // The sub-footer names the business behind the site the way the dealer registered it.
    await expect(footer.locator('.sub-footer')).toContainText('Harbour City Motors Pty Ltd, ABN 51 824 753 556')

    await page.goto(siteUrl('outback-cars'))
    await expect(page.getByRole('contentinfo').locator('.footer-text')).toContainText(
      'Outback Cars & Caravans | Car Dealership |',
    )
    await expect(page.getByRole('contentinfo').locator('.sub-footer')).not.toContainText('ABN')
  })

  test('the contact page lists the dealer’s sales, service and parts numbers, each dialling it', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota', '/contact-us'))
    const phones = page.getByRole('list', { name: 'Call us' }).getByRole('listitem')
    await expect(phones).toHaveText(['Sales: (02) 9643 1200', 'Service: (02) 9643 1222', 'Parts: (02) 9643 1233'])
    await expect(phones.getByRole('link', { name: '(02) 9643 1233' })).toHaveAttribute('href', 'tel:0296431233')

    // A dealer with one number is simply called on it.
    await page.goto(siteUrl('outback-cars', '/contact-us'))
    await expect(page.locator('.page-hero')).toContainText('Call (02) 6882 7700')
  })

  test('on a phone the menu sits behind a Menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(siteUrl('southern-cross'))
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeHidden()
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link').first()).toBeVisible()
    await expectAccessible(page)
  })
})

test.describe('search-engine files per dealer', () => {
  test('robots.txt and sitemap.xml name the dealer’s own pages on its own address', async ({ request }) => {
    const robots = await request.get(...siteRequest('southern-cross', '/robots.txt'))
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: http://southern-cross.localhost:${PORT}/sitemap.xml`)
    expect(await robots.text()).toContain('Disallow: /admin')

    const sitemap = await (await request.get(...siteRequest('harbour-toyota', '/sitemap.xml'))).text()
    const base = `http://harbour-toyota.localhost:${PORT}`
    expect(sitemap).toContain(`<loc>${base}/</loc>`)
    expect(sitemap).toContain(`<loc>${base}/special-offers</loc>`)
    expect(sitemap).toContain(`<loc>${base}/contact-us/harbour-city-toyota</loc>`)
    expect(sitemap).toContain(`<loc>${base}/privacy-policy</loc>`)
    expect(sitemap).toContain(`<loc>${base}/models</loc>`)
    expect(sitemap).toContain(`<loc>${base}/rav4</loc>`)
    expect(sitemap).toContain(`<loc>${base}/book-test-drive</loc>`)
    expect(sitemap).toContain(`<loc>${base}/finance</loc>`) // the dealer's finance link
    expect(sitemap).toContain(`<loc>${base}/teams/harbour-city-toyota</loc>`)
    expect(sitemap).toContain(`<loc>${base}/search/new-used-and-demo-cars</loc>`)
    expect(sitemap).toContain(`<loc>${base}/search/used-cars</loc>`)
    expect(sitemap).toContain(`<loc>${base}/cars/2025-toyota-kluger-gx-ht00001</loc>`) // each listed car
    expect(sitemap).not.toContain('/customer-feedback-survey') // kept out of search engines
    expect(sitemap).not.toContain('southern-cross')

    expect(
      (
        await request.get(`http://127.0.0.1:${PORT}/sitemap.xml`, { headers: { Host: `nobody.localhost:${PORT}` } })
      ).status(),
    ).toBe(404)
  })
})

test.describe('legal pages', () => {
  test('terms, privacy and complaints pages show the dealer’s text; complaints list the state regulators', async ({
    page,
  }) => {
    for (const path of ['/terms-and-conditions', '/privacy-policy', '/pages/unsubscribe']) {
      expect((await page.goto(siteUrl('harbour-toyota', path)))?.status(), path).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty()
    }
    await page.goto(siteUrl('harbour-toyota', '/pages/complaint-handling-process'))
    const regulators = page.getByRole('region', { name: 'Consumer protection regulators' })
    await expect(regulators.getByRole('link')).toHaveCount(1)
    await expect(regulators).toContainText('NSW')
    await expectAccessible(page)
    expect((await page.goto(siteUrl('harbour-toyota', '/pages/handling-complaint')))?.status()).toBe(200)
  })
})

test.describe('mobile sticky footer', () => {
  test.use({ viewport: { width: 390, height: 700 } })

  test('appears after 50 px of scroll, with Call Now only while the sales department is open', async ({ page }) => {
    // Monday 23 Nov 2026, 10 am in Sydney: Harbour City Toyota's sales team is in (8:30 am to 5:30 pm).
    await page.clock.setFixedTime(new Date('2026-11-22T23:00:00Z'))
    await page.goto(siteUrl('harbour-toyota', '/contact-us/harbour-city-toyota'))
    const bar = page.locator('.mobile-sticky-footer')
    await expect(bar).not.toHaveAttribute('data-shown')
    await page.mouse.wheel(0, 400)
    await expect(bar).toHaveAttribute('data-shown')
    await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', /^tel:\+?\d+$/)
    await expect(bar.getByRole('link', { name: 'Enquire' })).toHaveAttribute('href', '/contact')
    // Both buttons are readable (Enquire was white on white: the footer's white links reached it).
    await expect(bar).toHaveCSS('transform', 'none')
    const enquire = bar.getByRole('link', { name: 'Enquire' })
    expect(await enquire.evaluate((link) => getComputedStyle(link).color)).toBe('rgb(17, 24, 39)')
    await expectAccessible(page)

    // 3 am the same Monday: closed, so no Call Now.
    await page.clock.setFixedTime(new Date('2026-11-22T16:00:00Z'))
    await page.reload()
    // From the top again: the browser keeps the scroll on reload, and further down the page's
    // own enquiry form is in view, where the bar stands aside.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.mouse.wheel(0, 400)
    await expect(bar).toHaveAttribute('data-shown')
    await expect(bar.getByRole('link', { name: 'Call Now' })).toHaveCount(0)
    await expect(bar.getByRole('link', { name: 'Enquire' })).toBeVisible()
  })

  test('on a car page, Enquire opens the car’s own enquiry, and the bar never covers a form', async ({
    page,
    request,
  }) => {
    const found = (await (
      await request.get(...siteRequest('harbour-toyota', '/api/search?sortBy=price_desc'))
    ).json()) as {
      hits: { slug: string }[]
    }
    await page.goto(siteUrl('harbour-toyota', `/cars/${found.hits[0]!.slug}`))
    const bar = page.locator('.mobile-sticky-footer')
    await page.mouse.wheel(0, 400)
    await expect(bar).toHaveAttribute('data-shown')
    const enquire = bar.getByRole('link', { name: 'Enquire' })
    await expect(enquire).toHaveAttribute('href', '#enquire-about-this-car')
    await enquire.click()
    const form = page.getByRole('form', { name: 'Enquire about this car' })
    await expect(form).toBeVisible()
    // The car's form is on the screen: the bar steps aside, down to the form's last button.
    await expect(bar).not.toHaveAttribute('data-shown')
    // The server's form is swapped for the running one as it comes into view: a button found
    // just before the swap is gone, so the scroll is tried again on the form that stays.
    await expect(async () => {
      await form.getByRole('button').last().scrollIntoViewIfNeeded({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await expect(bar).not.toHaveAttribute('data-shown')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect(bar).toHaveAttribute('data-shown')
  })

  test('is not there for dealers who have not switched it on', async ({ page }) => {
    await page.goto(siteUrl('southern-cross'))
    await expect(page.locator('.mobile-sticky-footer')).toHaveCount(0)
  })
})

test.describe('search-engine metadata', () => {
  test('the home page describes the dealer as an AutoDealer; pages name their canonical address', async ({ page }) => {
    await page.goto(siteUrl('harbour-toyota'))
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
    expect(jsonLd).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Harbour City Toyota',
      address: { addressRegion: 'NSW' },
    })
    expect(jsonLd.openingHoursSpecification.length).toBeGreaterThan(0)
    expect(jsonLd.department.map((d: { '@type': string }) => d['@type'])).toEqual(['AutoRepair', 'AutoPartsStore'])

    await page.goto(siteUrl('harbour-toyota', '/contact-us/harbour-city-toyota'))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      siteUrl('harbour-toyota', '/contact-us/harbour-city-toyota'),
    )
    await page.goto(siteUrl('harbour-toyota', '/contact-us'))
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('harbour-toyota', '/contact'))

    // /pages/<slug> is a second address of every CMS page; the canonical names the first.
    expect((await page.goto(siteUrl('southern-cross', '/pages/home')))?.status()).toBe(200)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl('southern-cross', '')) // Next writes the root without its slash
  })
})

test.describe('pages built from blocks', () => {
  test('the About Us page is assembled from hero, text, feature banner, guarantees, payments and call to action', async ({
    page,
  }) => {
    await page.goto(siteUrl('harbour-toyota'))
    await page.getByRole('button', { name: 'Company' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about-us$/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About Harbour City Toyota')
    // Service and sell-my-car go through the site's own addresses, which pick the dealer's page or the manufacturer's.
    const services = main.getByRole('region', { name: 'Our services' })
    await expect(services.getByRole('link', { name: 'Book Service Online' })).toHaveAttribute(
      'href',
      '/service-booking',
    )
    await expect(main.getByRole('region', { name: 'Our guarantees' }).getByRole('listitem')).toHaveCount(6) // five slogans and RESERVE ONLINE
    await expect(main.getByRole('region', { name: 'We accept' })).toContainText('Apple Pay')
    // The call to action opens the quick enquiry over the page (quick-enquiry.spec.ts sends one).
    await expect(main.getByRole('button', { name: 'Quick Enquiry' })).toBeVisible()
    await expectAccessible(page)

    // Without reservations, no RESERVE ONLINE.
    await page.goto(siteUrl('southern-cross', '/about-us'))
    await expect(
      page.getByRole('region', { name: 'Our services' }).getByRole('link', { name: 'Sell Your Car' }),
    ).toHaveAttribute('href', '/sell-my-car')
    await expect(page.getByRole('region', { name: 'Our guarantees' }).getByRole('listitem')).toHaveCount(5)
  })
})
