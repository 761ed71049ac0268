import { expect } from '@playwright/test'
import { startWireServer } from '../../scripts/mongoWireServer.mjs'
import { startProductionServer } from '../../scripts/productionServer.mjs'
import { startStripeStandIn } from '../../scripts/stripeStandIn.mjs'
import { PASSWORD, test, untilStopped } from './env'

// The three demo sites served by the production build on the MongoDB adapter, as `npm start`
// runs it (preflight, migrations, the demo seed with its stock through the import), against
// the MongoDB wire-protocol server (scripts/mongoWireServer.mjs): every other browser test
// runs on SQLite. The server is not MongoDB: it has no transactions (DATABASE_TRANSACTIONS=none
// lets the preflight pass) and its own query engine.
const PORT = 3101
const WIRE_PORT = 27_191
const DEALERS = [
  { slug: 'harbour-toyota', heading: 'Welcome to Harbour City Toyota' },
  { slug: 'southern-cross', heading: 'Southern Cross Motor Group' },
  { slug: 'outback-cars', heading: 'Outback Cars & Caravans' },
]
const onMongo = (slug: string, path = '/') => `http://${slug}.localhost:${PORT}${path}`

test('the three demo sites render from MongoDB: home, used-car search, a car, the offers, a reservation refunded, a car bought online; SIGTERM lets the pages in flight finish', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000)
  const wire = await startWireServer(WIRE_PORT)
  // Stripe's part for this server: its payment reports go to this server's webhook.
  const stripe = await startStripeStandIn({
    webhookSecret: 'whsec_e2e_mongodb',
    webhookUrl: `http://localhost:${PORT}/api/payments/stripe`,
  })
  const server = await startProductionServer({
    name: 'e2e-mongodb',
    port: PORT,
    skipBuild: true,
    quiet: true,
    env: {
      DATABASE_URI: `${wire.url}/e2e-sites`,
      DATABASE_TRANSACTIONS: 'none',
      ELASTICSEARCH_CAR_ALIAS: 'e2e-mongodb-cars',
      SITE_URL_TEMPLATE: `http://{slug}.localhost:${PORT}`,
      STRIPE_API_URL: stripe.url,
      STRIPE_WEBHOOK_SECRET: 'whsec_e2e_mongodb',
    },
  }).catch((error: unknown) => {
    wire.stop()
    void stripe.stop()
    throw error
  })
  try {
    for (const { slug, heading } of DEALERS) {
      expect((await page.goto(onMongo(slug)))?.status(), slug).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)

      expect((await page.goto(onMongo(slug, '/search/used-cars')))?.status(), `${slug} search`).toBe(200)
      const card = page.locator('.car-card').first()
      await expect(card).toBeVisible()
      const title = (await card.locator('h3').textContent())!.trim()
      const href = await card.locator('a[href^="/cars/"]').first().getAttribute('href')
      expect((await page.goto(onMongo(slug, href!)))?.status(), `${slug} ${href}`).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title.split(' ').slice(0, 2).join(' '))

      expect((await page.goto(onMongo(slug, '/special-offers')))?.status(), `${slug} offers`).toBe(200)
    }

    // Reserve Online on MongoDB: the car is reserved from the payment until a refund frees it.
    await page.goto(onMongo('harbour-toyota', '/search/used-cars?sortBy=price_desc'))
    const reservable = page.locator('.car-card').filter({ has: page.getByRole('link', { name: 'Reserve Now' }) })
    const carPath = (await reservable.first().locator('a[href^="/cars/"]').first().getAttribute('href'))!
    await reservable.first().getByRole('link', { name: 'Reserve Now' }).click()
    const form = page.getByRole('form', { name: 'Reserve this car' })
    await form.getByLabel('First name').fill('Morgan')
    await form.getByLabel('Email').fill('morgan.mongo@example.com')
    await form.getByLabel('Phone').fill('0412 555 010')
    await form.getByRole('button', { name: 'Reserve for $200' }).click()
    await page.getByRole('button', { name: 'Pay $200.00 AUD' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your car is reserved')
    await page.goto(onMongo('harbour-toyota', carPath))
    await expect(page.locator('.car-tag')).toHaveText('Reserved')
    const login = await request.post(`http://localhost:${PORT}/api/users/login`, {
      data: { email: 'admin@platform.test', password: PASSWORD },
    })
    const headers = { authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    const held = (await (
      await request.get(
        `http://localhost:${PORT}/api/reservations?where[email][equals]=morgan.mongo@example.com&depth=0`,
        { headers },
      )
    ).json()) as { docs: { id: string; status: string }[] }
    expect(held.docs.map((reservation) => reservation.status)).toEqual(['held'])
    const refund = await request.post(`http://localhost:${PORT}/api/reservations/${held.docs[0]!.id}/refund`, {
      headers,
    })
    expect(refund.status(), await refund.text()).toBe(200)
    await page.goto(onMongo('harbour-toyota', carPath))
    await expect(page.locator('.car-tag', { hasText: 'Reserved' })).toHaveCount(0)
    await page.getByRole('tab', { name: 'Reserve Online' }).click()
    await expect(page.getByRole('form', { name: 'Reserve this car' })).toBeVisible()

    // Bought online on MongoDB: the order stored, paid, placed and holding the car.
    await page.getByRole('link', { name: 'Buy this car online' }).click()
    const journey = page.getByRole('form')
    await expect(page.locator('html[data-running]')).toHaveCount(1)
    await journey.getByRole('button', { name: 'Continue' }).click()
    await journey.getByRole('radio', { name: /^Cash/ }).check()
    await journey.getByRole('button', { name: 'Continue' }).click()
    await journey.getByRole('radio', { name: /^Pick it up/ }).check()
    await journey.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 })
    await journey.getByRole('button', { name: 'Continue' }).click()
    await journey.getByRole('textbox', { name: 'First name' }).fill('Morgan')
    await journey.getByRole('textbox', { name: 'Email' }).fill('morgan.mongo@example.com')
    await journey.getByRole('textbox', { name: 'Mobile' }).fill('0412 555 010')
    await journey.getByRole('button', { name: 'Continue' }).click()
    await journey.getByRole('button', { name: 'Continue' }).click()
    await journey.getByRole('checkbox', { name: /I confirm this order/ }).check()
    await journey.getByRole('button', { name: /^Confirm and pay \$200/ }).click()
    await page.getByRole('button', { name: 'Pay $200.00 AUD' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your order is placed')
    const orders = (await (
      await request.get(`http://localhost:${PORT}/api/orders?where[email][equals]=morgan.mongo@example.com&depth=0`, {
        headers,
      })
    ).json()) as { docs: { status: string; paidNow: number }[] }
    expect(orders.docs).toMatchObject([{ status: 'placed', paidNow: 200 }])
    await page.goto(onMongo('harbour-toyota', carPath))
    await expect(page.locator('.car-tag')).toHaveText('Reserved')

    // A deploy stops the instance (SIGTERM): the pages it is rendering are answered, then it
    // exits and takes no new connection.
    await page.goto(onMongo('southern-cross', '/search/used-cars'))
    const cars = await page
      .locator('.car-card a[href^="/cars/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))].slice(0, 8))
    expect(cars.length).toBeGreaterThanOrEqual(4)
    const answers = cars.map((href) =>
      request.get(`http://127.0.0.1:${PORT}${href}`, { headers: { host: `southern-cross.localhost:${PORT}` } }).then(
        (response) => response.status(),
        (error: Error) => error.message,
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const stopped = Date.now()
    server.stop()
    expect(await Promise.all(answers)).toEqual(cars.map(() => 200))
    await untilStopped(PORT, 25_000)
    console.log(`stopped ${Date.now() - stopped} ms after SIGTERM, answering ${cars.length} pages in flight`)
  } finally {
    server.stop()
    wire.stop()
    await stripe.stop()
  }
})
