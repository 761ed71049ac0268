// Sell or trade in: the dealer's /trade-in page (its form block) reached from /sell-my-car, a
// trade-in towards a car from its page, and sell-my-car going to the manufacturer's page only
// where the dealer has one and no page of its own. Each lead carries the visitor's car.
import { expect } from '@playwright/test'
import { REQUIRED } from '../../src/domain/enquiry'
import { VALUED_IN_PERSON } from '../../src/domain/tradeIn'
import { OFFER_ALREADY_ACCEPTED } from '../../src/domain/tradeInOffer'
import { expectAccessible, platformUrl, recordAnalytics, recordedAnalytics, siteRequest, siteUrl, test } from './env'
import { adminHeaders, captureLeadAnswer, fillContact, firstCar } from './leadForms'

type StoredLead = {
  category: string
  subcategory: string
  tradeIn: Record<string, unknown>
  vehicle?: { link?: string | null }
}

/** The first test's valuation request, which the offer test makes an offer on (tests of a file run in order). */
let valuationLeadId: string | undefined

test.describe('sell or trade in', () => {
  test('/sell-my-car lands on the dealer’s trade-in page; its form takes the car and says an old one is valued in person', async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl('southern-cross', '/sell-my-car'))
    await expect(page).toHaveURL(/\/trade-in$/)
    const form = page.getByRole('form', { name: 'Get your appraisal' })
    const car = form.getByRole('group', { name: 'Your car' })
    await expect(car.getByRole('radio', { name: 'Phone' })).toBeChecked()
    await fillContact(form)
    await form.getByRole('button', { name: 'Get My Valuation' }).click()
    await expect(form.getByRole('alert').getByRole('link')).toHaveText([
      `Registration number: ${REQUIRED}`,
      `Registered in: ${REQUIRED}`,
      `Make: ${REQUIRED}`,
      `Model: ${REQUIRED}`,
      `Year: ${REQUIRED}`,
      `Kilometres: ${REQUIRED}`,
      `Dealership: ${REQUIRED}`,
    ])
    await expectAccessible(page)

    await car.getByRole('textbox', { name: 'Registration number' }).fill('xyz 789')
    await car.getByRole('combobox', { name: 'Registered in' }).selectOption('VIC')
    await car.getByRole('textbox', { name: 'Make' }).fill('Holden')
    await car.getByRole('textbox', { name: 'Model' }).fill('Commodore')
    await car.getByRole('textbox', { name: 'Year' }).fill('2014')
    await car.getByRole('textbox', { name: 'Kilometres' }).fill('148,500')
    await car.getByRole('combobox', { name: 'Overall condition' }).selectOption('Fair')
    await car.getByRole('combobox', { name: 'Is there finance owing on it?' }).selectOption('No')
    // The radio's input is visually hidden (react-aria): people press its label.
    await car.getByText('Email', { exact: true }).click()
    await expect(car.getByRole('radio', { name: 'Email' })).toBeChecked()
    // Southern Cross has several dealerships: the visitor picks one.
    await form.getByRole('combobox', { name: 'Dealership' }).selectOption({ index: 1 })
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
    await form.getByRole('button', { name: 'Get My Valuation' }).click()
    const answer = await sent
    expect(answer.status()).toBe(201)
    await expect(page.getByRole('status')).toContainText(VALUED_IN_PERSON)

    const { lead_id } = (await answer.json()) as { lead_id: string }
    valuationLeadId = lead_id
    const lead = (await (
      await request.get(platformUrl(`/api/leads/${lead_id}?depth=0`), { headers: await adminHeaders(request) })
    ).json()) as StoredLead
    expect(lead).toMatchObject({
      category: 'trade-in',
      subcategory: '1. Valuation Request',
      tradeIn: {
        rego: 'XYZ789',
        regoState: 'VIC',
        make: 'Holden',
        model: 'Commodore',
        year: 2014,
        kms: 148_500,
        condition: 'Fair',
        financeOwing: 'No',
        preferredContact: 'Email',
        valuedInPerson: true,
      },
    })
  })

  test('the dealer’s offer: staff set it on the lead, the customer opens the link and accepts it (event 18)', async ({
    page,
    request,
  }) => {
    const admin = await adminHeaders(request)
    // The valuation the first test sent (the app's POST /api/leads shadows the REST list, so it is read by id).
    expect(valuationLeadId, 'the first test stores the valuation').toBeTruthy()
    const lead = (await (
      await request.get(platformUrl(`/api/leads/${valuationLeadId}?depth=0`), { headers: admin })
    ).json()) as { id: string; tradeIn: { make: string } }
    const set = await request.patch(platformUrl(`/api/leads/${lead.id}`), {
      headers: admin,
      data: { dealerOffer: { amount: 14_250, validUntil: '2099-12-31T00:00:00.000Z' } },
    })
    expect(set.status()).toBe(200)
    const { doc } = (await set.json()) as { doc: { dealerOffer: { link: string } } }

    await recordAnalytics(page)
    await page.goto(doc.dealerOffer.link)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our offer for your car')
    await expect(page.getByRole('heading', { name: '$14,250' })).toBeVisible()
    await expect(page.getByText(lead.tradeIn.make, { exact: false }).first()).toBeVisible()
    await expectAccessible(page)
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/trade-in-offers/accept'))
    await page.getByRole('button', { name: 'Accept This Offer' }).click()
    expect((await sent).status()).toBe(201)
    await expect(page.getByRole('status')).toHaveText('Thank you: you have accepted our offer.')
    expect((await recordedAnalytics(page)).at(-1)).toMatchObject({ eventId: 18, subcategory: '3. Offer Accepted' })
    await page.reload()
    await expect(page.getByRole('status')).toHaveText(OFFER_ALREADY_ACCEPTED)
    await expect(page.getByRole('button', { name: 'Accept This Offer' })).toHaveCount(0)
  })

  test('Trade In from a car’s page names that car; the visitor lands on /success', async ({ page, request }) => {
    const wanted = await firstCar(request, 'southern-cross', 'car_type=used')
    await page.goto(siteUrl('southern-cross', `/cars/${wanted.slug}`))
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!
    await page.getByRole('main').getByRole('link', { name: 'Trade In', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/cars/trade-in\\?car_id=${wanted.slug}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade in towards this car')
    await expect(page.getByRole('complementary').getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/cars/${wanted.slug}`,
    )
    await expect(page.getByRole('heading', { name: 'Trade-in questions' })).toBeVisible()
    await expectAccessible(page)
    const form = page.getByRole('form', { name: 'Your trade-in' })
    await form.getByRole('textbox', { name: 'Registration number' }).fill('ABC123')
    await form.getByRole('combobox', { name: 'Registered in' }).selectOption('NSW')
    await form.getByRole('textbox', { name: 'Make' }).fill('Mazda')
    await form.getByRole('textbox', { name: 'Model' }).fill('CX-5')
    await form.getByRole('textbox', { name: 'Year' }).fill('2022')
    await form.getByRole('textbox', { name: 'Kilometres' }).fill('41000')
    await fillContact(form)
    const answer = await captureLeadAnswer(page)
    await form.getByRole('button', { name: 'Get My Valuation' }).click()
    await expect(page).toHaveURL(/\/success$/)
    expect(answer.status).toBe(201)
    const lead = (await (
      await request.get(platformUrl(`/api/leads/${answer.lead_id}?depth=0`), { headers: await adminHeaders(request) })
    ).json()) as StoredLead
    expect(lead).toMatchObject({
      category: 'trade-in',
      vehicle: { link: `/cars/${wanted.slug}` },
      tradeIn: { make: 'Mazda', kms: 41_000, preferredContact: 'Phone', valuedInPerson: false },
    })
  })

  test('Harbour’s Sell My Car, Trade In, its grid tile and Book a Service open the site’s own pages', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(siteUrl('harbour-toyota'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sell My Car' }).click()
    await expect(page).toHaveURL(siteUrl('harbour-toyota', '/trade-in'))
    await expect(page.getByRole('form', { name: /appraisal|trade/i })).toBeVisible()
    await page.goto(siteUrl('harbour-toyota'))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trade In' }).click()
    await expect(page).toHaveURL(siteUrl('harbour-toyota', '/trade-in'))
    await page.goto(siteUrl('harbour-toyota'))
    await page.getByRole('link', { name: 'Sell your car to us' }).click()
    await expect(page).toHaveURL(siteUrl('harbour-toyota', '/trade-in'))
    await page.goto(siteUrl('harbour-toyota'))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Book a Service' }).click()
    await expect(page).toHaveURL(siteUrl('harbour-toyota', '/genuine-service'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('with a manufacturer base domain, /sell-my-car goes to the manufacturer’s page unless it is the site itself', async ({
    request,
  }) => {
    const admin = await adminHeaders(request)
    const site = (
      (await (
        await request.get(platformUrl('/api/tenants?where[slug][equals]=harbour-toyota&depth=0'), { headers: admin })
      ).json()) as { docs: { id: string; domains: { domain: string }[] }[] }
    ).docs[0]!
    const setBase = async (manufacturerBaseDomain: string) =>
      expect(
        (
          await request.patch(platformUrl(`/api/tenants/${site.id}`), {
            headers: admin,
            data: { links: { manufacturerBaseDomain } },
          })
        ).status(),
      ).toBe(200)
    const target = async (path: string) => {
      const [url, options] = siteRequest('harbour-toyota', path)
      const response = await request.get(url, { ...options, maxRedirects: 0 })
      expect(response.status()).toBe(307)
      return response.headers().location
    }
    try {
      // Harbour has its own service page, which wins, and no trade-in page of its own.
      await setBase('dealers.example-motors.com.au')
      expect(await target('/sell-my-car')).toBe('https://dealers.example-motors.com.au/sell-my-car')
      expect(await target('/service-booking')).toBe('/genuine-service')
      // The site's own domain, bare or not, is no manufacturer's site: the site's trade-in form.
      await setBase(site.domains[0]!.domain.replace(/^www\./, ''))
      expect(await target('/sell-your-car')).toBe('/trade-in')
    } finally {
      await setBase('')
    }
  })
})
