// The local finance broker: `npm run dev` and the tests run it on loopback, with the contract
// of the broker adapter (src/integrations/financeBroker/http.ts). It refuses what the broker
// refuses: a missing or wrong Bearer key, a body that is not JSON, no dealer id, a
// credit score other than GREAT, DECENT or POOR, a price outside 10,000-200,000 whole dollars,
// a term outside 1-7 whole years, a malformed year, VIN or NVIC. Like Stripe's test cards,
// three prices act out the broker's bad days: $13,013 fails (500), $14,014 answers with a
// malformed body, $15,015 answers after 3 s. A customer (POST /v1/customers) needs an
// Idempotency-Key (the same key answers the same customer), a +61/+64 phone number, names, an
// e-mail address and the quote's fields; at $14,014 it comes back without a redirectUrl. The
// redirectUrl is the stand-in's own application page, GET /apply/{customerId}.
import http from 'node:http'

export const BROKER_TEST_PRICES = { failing: 13_013, malformed: 14_014, slow: 15_015 }
const SLOW_MS = 3_000
const RATES = {
  GREAT: { advertisedRate: 7.99, comparisonRate: 8.91 },
  DECENT: { advertisedRate: 11.49, comparisonRate: 12.42 },
  POOR: { advertisedRate: 16.99, comparisonRate: 17.95 },
}
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/
const NVIC = /^[A-Z0-9]{3,10}$/i

/** Weekly repayments on the whole price over the term at the score's rate (52 a year). */
function weekly(price, years, ratePercent) {
  const count = years * 52
  const rate = ratePercent / 100 / 52
  return Math.round(((price * rate) / (1 - (1 + rate) ** -count)) * 100) / 100
}

const DEALER_ID = /^[A-Za-z0-9_-]{2,40}$/

function problemsOf(body) {
  const problems = []
  if (!DEALER_ID.test(String(body.dealerId ?? ''))) problems.push('dealerId is the dealer’s id with the broker')
  if (!(body.selfAssessedCreditScore in RATES)) problems.push('selfAssessedCreditScore is GREAT, DECENT or POOR')
  const price = body.purchasePrice
  if (!Number.isInteger(price) || price < 10_000 || price > 200_000)
    problems.push('purchasePrice is whole dollars from 10000 to 200000')
  if (!Number.isInteger(body.loanTerm) || body.loanTerm < 1 || body.loanTerm > 7)
    problems.push('loanTerm is whole years from 1 to 7')
  if (body.year !== undefined && (!Number.isInteger(body.year) || body.year < 1950 || body.year > 2100))
    problems.push('year is a four-digit year')
  if (body.vin !== undefined && !VIN.test(String(body.vin))) problems.push('vin is 17 characters')
  if (body.nvic !== undefined && !NVIC.test(String(body.nvic))) problems.push('nvic is 3 to 10 letters and digits')
  if (body.whoIsHelping !== undefined && (typeof body.whoIsHelping !== 'string' || body.whoIsHelping.length > 100))
    problems.push('whoIsHelping is text of up to 100 characters')
  return problems
}

const E164_AU_NZ = /^\+6(1[2-478]\d{8}|4\d{8,10})$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function customerProblemsOf(body) {
  const problems = []
  if (!DEALER_ID.test(String(body.dealerId ?? ''))) problems.push('dealerId is the dealer’s id with the broker')
  const data = body.data
  if (!data || typeof data !== 'object') return [...problems, 'data is the customer’s details']
  problems.push(...problemsOf({ ...data, dealerId: body.dealerId }).filter((p) => !p.startsWith('dealerId')))
  if (!E164_AU_NZ.test(String(data.phoneNumber ?? '')))
    problems.push('phoneNumber is an AU or NZ number in +61/+64 form')
  for (const name of ['firstName', 'lastName'])
    if (typeof data[name] !== 'string' || !data[name].trim() || data[name].length > 100)
      problems.push(`${name} is 1 to 100 characters`)
  if (!EMAIL.test(String(data.email ?? ''))) problems.push('email is an e-mail address')
  if (typeof data.subscribe !== 'boolean') problems.push('subscribe is true or false')
  if (data.postCode !== undefined && !/^\d{4}$/.test(String(data.postCode))) problems.push('postCode is 4 digits')
  const extra = body.additionalData
  if (
    !extra ||
    typeof extra !== 'object' ||
    Object.values(extra).some((value) => typeof value !== 'string' || value.length > 2_000)
  )
    problems.push('additionalData is an object of text values')
  return problems
}

/** @param {{ apiKey: string }} account */
export async function startFinanceBrokerStandIn({ apiKey }) {
  /** @type {{ request: Record<string, unknown>, quote: object }[]} */
  const quotes = []
  const failures = []
  let delayNextMs = 0

  const answerJson = (response, status, body) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  /** @type {Map<string, object>} customers by id; answers by idempotency key */
  const customers = new Map()
  const byKey = new Map()
  /** @type {{ key: string, request: Record<string, any> }[]} */
  const created = []
  function createCustomer(request, response, body) {
    const key = request.headers['idempotency-key']
    if (typeof key !== 'string' || !key.trim() || key.length > 255)
      return answerJson(response, 400, { error: 'Idempotency-Key is required' })
    if (byKey.has(key)) return answerJson(response, 201, byKey.get(key))
    const problems = customerProblemsOf(body)
    if (problems.length) return answerJson(response, 422, { error: problems.join('; ') })
    const price = body.data.purchasePrice
    if (price === BROKER_TEST_PRICES.failing)
      return answerJson(response, 500, { error: 'Customer service unavailable' })
    const customerId = `cus_${String(customers.size + 1).padStart(6, '0')}`
    customers.set(customerId, body)
    created.push({ key, request: body })
    const origin = `http://127.0.0.1:${server.address().port}`
    const answer =
      price === BROKER_TEST_PRICES.malformed
        ? { customerId, redirectUrl: null }
        : { customerId, redirectUrl: `${origin}/apply/${customerId}` }
    byKey.set(key, answer)
    return answerJson(response, 201, answer)
  }

  const server = http.createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const answer = () => {
        const path = new URL(request.url ?? '/', 'http://broker.invalid').pathname
        // Where the broker sends a buyer on: its application page.
        const application = /^\/apply\/([\w-]+)$/.exec(path)
        if (application && request.method === 'GET' && customers.has(application[1]))
          return response
            .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
            .end(
              `<!doctype html><html lang="en"><title>Your finance application</title><h1>Your finance application</h1><p>Application ${application[1]}</p></html>`,
            )
        const route = request.method === 'POST' ? path : ''
        if (route !== '/v1/quotes' && route !== '/v1/customers')
          return answerJson(response, 404, { error: 'Not found' })
        if (request.headers.authorization !== `Bearer ${apiKey}`)
          return answerJson(response, 401, { error: 'Unauthorised' })
        if (!String(request.headers['content-type']).startsWith('application/json'))
          return answerJson(response, 415, { error: 'Send application/json' })
        const failure = failures.shift()
        if (failure) return answerJson(response, failure.status, { error: failure.error })
        let body
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
        } catch {
          return answerJson(response, 400, { error: 'The body is not JSON' })
        }
        if (route === '/v1/customers') return createCustomer(request, response, body ?? {})
        const problems = problemsOf(body ?? {})
        if (problems.length) return answerJson(response, 422, { error: problems.join('; ') })
        if (body.purchasePrice === BROKER_TEST_PRICES.failing)
          return answerJson(response, 500, { error: 'Quote service unavailable' })
        if (body.purchasePrice === BROKER_TEST_PRICES.malformed)
          return answerJson(response, 200, { weeklyRepaymentAmount: 'soon' })
        const rates = RATES[body.selfAssessedCreditScore]
        const quote = {
          weeklyRepaymentAmount: weekly(body.purchasePrice, body.loanTerm, rates.advertisedRate),
          ...rates,
        }
        quotes.push({ request: body, quote })
        return answerJson(response, 200, quote)
      }
      const slow = (() => {
        try {
          return JSON.parse(Buffer.concat(chunks).toString('utf8'))?.purchasePrice === BROKER_TEST_PRICES.slow
        } catch {
          return false
        }
      })()
      const delay = delayNextMs || (slow ? SLOW_MS : 0)
      delayNextMs = 0
      if (delay) setTimeout(answer, delay)
      else answer()
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    quotes,
    /** Customers created, with the idempotency key each was asked with. */
    created,
    /** The next request is answered with this status and error. */
    failNext: (status, error) => failures.push({ status, error }),
    /** The next request is answered after this long. */
    delayNext: (ms) => (delayNextMs = ms),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
