// What the lead-form browser tests share: the visitor's details, the admin's token, the lead
// endpoint's answer read as it passes, and a car from a dealer's stock.
import type { APIRequestContext, Page } from '@playwright/test'
import { PASSWORD, PORT, platformUrl, siteRequest } from './env'

export async function fillContact(form: ReturnType<Page['getByRole']>) {
  await form.getByRole('textbox', { name: 'First name' }).fill('Jess')
  await form.getByRole('textbox', { name: 'Email' }).fill('jess@example.com')
  await form.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678')
}

/** The platform admin's token, signed in once per run: sign-ins from one address are limited (30 in 15 minutes). */
let adminToken: string | undefined

export async function adminHeaders(request: APIRequestContext) {
  if (!adminToken) {
    const login = await request.post(platformUrl('/api/users/login'), {
      data: { email: 'admin@platform.test', password: PASSWORD },
    })
    if (!login.ok()) throw new Error(`The admin could not sign in (${login.status()}): ${await login.text()}`)
    adminToken = ((await login.json()) as { token: string }).token
  }
  return { Authorization: `JWT ${adminToken}` }
}

/**
 * The lead endpoint's answer, read as it passes: a form about a car goes on to /success at
 * once, after which the browser no longer holds the response body.
 */
export async function captureLeadAnswer(page: Page) {
  const answer: { status?: number; lead_id?: string } = {}
  await page.route('**/api/leads', async (route) => {
    // From the test's side: Node does not resolve *.localhost, so go to 127.0.0.1 and name the site.
    const sent = new URL(route.request().url())
    const response = await route.fetch({
      url: `http://127.0.0.1:${PORT}${sent.pathname}`,
      headers: { ...route.request().headers(), host: sent.host },
    })
    const body = (await response.json()) as { lead_id?: string }
    answer.status = response.status()
    answer.lead_id = body.lead_id
    await route.fulfill({ response, json: body })
  })
  return answer
}

/** The first car of a search on a dealer's site, by the search API. */
export async function firstCar(request: APIRequestContext, slug: string, query: string) {
  const found = (await (await request.get(...siteRequest(slug, `/api/search?${query}`))).json()) as {
    hits: { slug: string; text: string; car_type: string }[]
  }
  return found.hits[0]!
}

/** The first car of a search that is in stock (a coming-soon car takes neither reservations nor test drives). */
export async function firstCarInStock(request: APIRequestContext, slug: string, query: string) {
  const found = (await (await request.get(...siteRequest(slug, `/api/search?${query}`))).json()) as {
    hits: { slug: string; text: string; car_type: string; status: string }[]
  }
  const car = found.hits.find((hit) => hit.status === 'in_stock')
  if (!car) throw new Error(`no car in stock in ${slug}'s ${query}`)
  return car
}
