// The local finance broker: `npm run dev` and the tests run it on loopback, with the contract
// of the broker adapter (src/integrations/financeBroker/http.ts). It refuses what the broker
// refuses: a missing or wrong Bearer key, a body that is not JSON, no dealer id, a
// credit score other than GREAT, DECENT or POOR, a price outside 10,000-200,000 whole dollars,
// a term outside 1-7 whole years, a malformed year, VIN or NVIC. Like Stripe's test cards,
// three prices act out the broker's bad days: $13,013 fails (500), $14,014 answers with a
// malformed body, $15,015 answers after 3 s.
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

/** @param {{ apiKey: string }} account */
export async function startFinanceBrokerStandIn({ apiKey }) {
  /** @type {{ request: Record<string, unknown>, quote: object }[]} */
  const quotes = []
  const failures = []
  let delayNextMs = 0

  const answerJson = (response, status, body) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

  const server = http.createServer((request, response) => {
    const chunks = []
    request.on('data', (chunk) => chunks.push(chunk))
    request.on('end', () => {
      const answer = () => {
        const path = new URL(request.url ?? '/', 'http://broker.invalid').pathname
        if (path !== '/v1/quotes' || request.method !== 'POST') return answerJson(response, 404, { error: 'Not found' })
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
    /** The next request is answered with this status and error. */
    failNext: (status, error) => failures.push({ status, error }),
    /** The next request is answered after this long. */
    delayNext: (ms) => (delayNextMs = ms),
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
