import { z } from 'zod'
import { ConfigurationError } from '@/config/configurationError'
import { BrokerRefused, BrokerUnavailable, QUOTE_TIMEOUT_MS, type FinanceBroker } from './port'

/**
 * The finance broker's HTTP API, with a Bearer key (FINANCE_BROKER_KEY) and JSON bodies:
 * POST {FINANCE_BROKER_URL}/v1/quotes (dealerId, selfAssessedCreditScore, purchasePrice,
 * loanTerm, year, vin, nvic, whoIsHelping) answers weeklyRepaymentAmount, advertisedRate and
 * comparisonRate; POST /v1/customers (dealerId, data, additionalData; an Idempotency-Key, so a
 * retry creates no second customer) answers customerId and the redirectUrl of the broker's
 * application; either answers an error field on failure. The key is never logged or printed.
 */
export type BrokerConfig = { url: string; key: string }

export function brokerConfig(env: Partial<NodeJS.ProcessEnv>): BrokerConfig | null {
  const url = env.FINANCE_BROKER_URL?.trim()
  const key = env.FINANCE_BROKER_KEY?.trim()
  if (!url && !key) return null
  if (!url || !key) throw new ConfigurationError('Set both FINANCE_BROKER_URL and FINANCE_BROKER_KEY, or neither.')
  if (!httpsOrLoopback(url))
    throw new ConfigurationError(
      'FINANCE_BROKER_URL must be https:// (plain http only on loopback, for the local broker).',
    )
  return { url: url.replace(/\/$/, ''), key }
}

const rate = z.number().min(0).max(50)
const QuoteAnswer = z.object({
  weeklyRepaymentAmount: z.number().positive().max(100_000),
  advertisedRate: rate,
  comparisonRate: rate,
})

/** https, or http on loopback (the local broker): the only addresses the broker is reached at or sends a buyer to. */
export function httpsOrLoopback(address: string): boolean {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || (url.protocol === 'http:' && ['127.0.0.1', 'localhost'].includes(url.hostname))
  } catch {
    return false
  }
}

const CustomerAnswer = z.object({
  customerId: z.string().min(1).max(200),
  redirectUrl: z.string().max(2_000).refine(httpsOrLoopback, 'redirectUrl is an https address').nullable().optional(),
})

export function httpBroker(config: BrokerConfig, timeoutMs = QUOTE_TIMEOUT_MS): FinanceBroker {
  /** POSTs JSON and reads the answer through `shape`; every failure is BrokerRefused or BrokerUnavailable. */
  async function post<T>(
    path: string,
    body: unknown,
    shape: z.ZodType<T>,
    { signal, headers = {} }: { signal?: AbortSignal; headers?: Record<string, string> },
  ): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs)
    let response: Response
    try {
      response = await fetch(`${config.url}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.key}`,
          'content-type': 'application/json',
          accept: 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      })
    } catch (error) {
      throw new BrokerUnavailable(`the broker did not answer: ${(error as Error).message}`)
    }
    const answer: unknown = await response.json().catch(() => null)
    if (response.ok) {
      const read = shape.safeParse(answer)
      if (read.success) return read.data
      throw new BrokerUnavailable(`the broker's answer was malformed: ${read.error.issues[0]?.message}`)
    }
    const why = `broker ${response.status}: ${(answer as { error?: string } | null)?.error ?? 'no error given'}`
    // 400 and 422 are about this request; a refused key (401, 403), throttling or an outage are not.
    if (response.status === 400 || response.status === 422) throw new BrokerRefused(why)
    throw new BrokerUnavailable(why)
  }
  return {
    name: 'http',
    quote: (request, signal) => post('/v1/quotes', request, QuoteAnswer, { signal }),
    async createCustomer(request, idempotencyKey, signal) {
      const answer = await post('/v1/customers', request, CustomerAnswer, {
        signal,
        headers: { 'idempotency-key': idempotencyKey },
      })
      return { customerId: answer.customerId, redirectUrl: answer.redirectUrl ?? null }
    },
  }
}

/** The process's broker: the configured HTTP API, or none (then no quote is offered anywhere). */
export function financeBroker(env: Partial<NodeJS.ProcessEnv> = process.env): FinanceBroker | null {
  const config = brokerConfig(env)
  return config ? httpBroker(config) : null
}
