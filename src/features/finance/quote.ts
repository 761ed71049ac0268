import { z } from 'zod'
import type { Tenant } from '@/payload-types'
import { listedCarOf } from '@/content/cars'
import {
  CREDIT_SCORES,
  QUOTE_FAILED,
  QUOTE_PRICE,
  QUOTE_TERM_YEARS,
  quoteAllowed,
  quotableVin,
  type Quote,
  type QuoteRequest,
} from '@/domain/financeQuote'
import { financeBroker } from '@/integrations/financeBroker/http'
import type { FinanceBroker } from '@/integrations/financeBroker/port'
import { createRateLimiter } from '@/lib/rateLimit'
import { log } from '@/lib/log.mjs'
import { siteSettings } from '@tenants/settings'

/** What the quick-quote form sends; a car's year, VIN and NVIC are read from the car, never taken from the browser. */
const QuoteInput = z.object({
  selfAssessedCreditScore: z.enum(CREDIT_SCORES, { error: 'selfAssessedCreditScore is GREAT, DECENT or POOR.' }),
  purchasePrice: z
    .number({ error: 'purchasePrice is a number of dollars.' })
    .int('purchasePrice is whole dollars.')
    .min(QUOTE_PRICE.min, `purchasePrice is at least ${QUOTE_PRICE.min}.`)
    .max(QUOTE_PRICE.max, `purchasePrice is at most ${QUOTE_PRICE.max}.`),
  loanTerm: z
    .number({ error: 'loanTerm is a number of years.' })
    .int('loanTerm is whole years.')
    .min(QUOTE_TERM_YEARS.min, 'loanTerm is 1 to 7 years.')
    .max(QUOTE_TERM_YEARS.max, 'loanTerm is 1 to 7 years.'),
  whoIsHelping: z.string().trim().max(100, 'whoIsHelping is up to 100 characters.').optional(),
  car: z.string().trim().min(1).max(200).optional(),
})

/** Whether the dealer's site offers quotes: the dealer's switch and broker id, and a broker for the platform. */
export function quotesOffered(tenant: Tenant, broker: FinanceBroker | null = financeBroker()): boolean {
  const finance = siteSettings(tenant).finance
  return Boolean(broker && finance.quickQuote && finance.brokerDealerId?.trim())
}

export type QuoteOutcome = { status: number; body: Quote | { error: string }; retryAfterSeconds?: number }

/** Quotes for the same car and question are kept a while: the broker is asked once, whichever visitor asks. */
const KEEP_MS = 30 * 60_000
const MAX_KEPT = 2_000
const kept = new Map<string, { quote: Quote; until: number }>()
const limiter = createRateLimiter({ name: 'finance-quote', limit: 60, windowMs: 10 * 60_000 })

function keep(key: string, quote: Quote, now: number) {
  kept.delete(key)
  kept.set(key, { quote, until: now + KEEP_MS })
  for (const oldest of kept.keys()) {
    if (kept.size <= MAX_KEPT) break
    kept.delete(oldest)
  }
}

/**
 * POST /api/youx/quote: the broker's weekly repayment and rates for a price, term and credit
 * score, for a listed car where one is named. Offered only where the dealer turned quotes on
 * with its broker id and the platform has a broker; a failure is logged as the spec's
 * "Failed to get YouX quick quote" and answered 502, so the form shows its dash.
 */
export async function quoteFor(
  tenant: Tenant,
  input: unknown,
  address: string,
  broker: FinanceBroker | null = financeBroker(),
  now = Date.now(),
): Promise<QuoteOutcome> {
  const finance = siteSettings(tenant).finance
  const dealerId = finance.brokerDealerId?.trim()
  if (!broker || !dealerId || !quotesOffered(tenant, broker))
    return { status: 404, body: { error: 'Instant quotes are not offered on this site.' } }
  const parsed = QuoteInput.safeParse(input)
  if (!parsed.success) return { status: 400, body: { error: parsed.error.issues[0]!.message } }
  const { car: slug, ...asked } = parsed.data
  let request: QuoteRequest = asked
  let carKey = ''
  if (slug) {
    const found = await listedCarOf(tenant, slug)
    if (found === 'unavailable') return { status: 503, body: { error: 'Our stock cannot be read right now.' } }
    if (!found) return { status: 404, body: { error: 'No such car on this site.' } }
    if (!quoteAllowed(found.listing, finance)) return { status: 409, body: { error: 'This car cannot be quoted.' } }
    const { year, nvic } = found.car
    const vin = quotableVin(found.car.vin)
    request = { ...asked, ...(year ? { year } : {}), ...(vin ? { vin } : {}), ...(nvic ? { nvic } : {}) }
    carKey = `${found.car.id}@${found.car.updatedAt}`
  }
  const key = JSON.stringify([tenant.id, dealerId, carKey, request])
  const known = kept.get(key)
  if (known && known.until > now) return { status: 200, body: known.quote }
  const wait = await limiter.attempt(address, now)
  if (wait !== null)
    return {
      status: 429,
      body: { error: 'Too many quotes asked for. Please try again later.' },
      retryAfterSeconds: Math.ceil(wait / 1000),
    }
  try {
    const quote = await broker.quote({ ...request, dealerId })
    keep(key, quote, now)
    return { status: 200, body: quote }
  } catch (error) {
    log.warn({ tenant: tenant.slug, err: (error as Error).message }, QUOTE_FAILED)
    return { status: 502, body: { error: QUOTE_FAILED } }
  }
}
