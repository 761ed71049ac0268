import { z } from 'zod'
import { ConfigurationError } from '@/config/configurationError'
import { BrokerRefused, BrokerUnavailable, QUOTE_TIMEOUT_MS, type FinanceBroker } from './port'

/**
 * The finance broker's HTTP API: POST {FINANCE_BROKER_URL}/v1/quotes with a Bearer key
 * (FINANCE_BROKER_KEY) and a JSON body (dealerId, selfAssessedCreditScore, purchasePrice,
 * loanTerm, year, vin, nvic, whoIsHelping), answered 200 with weeklyRepaymentAmount,
 * advertisedRate and comparisonRate, or an error field. The key is never logged or printed.
 */
export type BrokerConfig = { url: string; key: string }

export function brokerConfig(env: Partial<NodeJS.ProcessEnv>): BrokerConfig | null {
  const url = env.FINANCE_BROKER_URL?.trim()
  const key = env.FINANCE_BROKER_KEY?.trim()
  if (!url && !key) return null
  if (!url || !key) throw new ConfigurationError('Set both FINANCE_BROKER_URL and FINANCE_BROKER_KEY, or neither.')
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new ConfigurationError('FINANCE_BROKER_URL is the broker API’s https:// address.')
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(parsed.hostname)
  if (parsed.protocol !== 'https:' && !loopback)
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

export function httpBroker(config: BrokerConfig, timeoutMs = QUOTE_TIMEOUT_MS): FinanceBroker {
  return {
    name: 'http',
    async quote(request, signal) {
      const timeout = AbortSignal.timeout(timeoutMs)
      let response: Response
      try {
        response = await fetch(`${config.url}/v1/quotes`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${config.key}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(request),
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        })
      } catch (error) {
        throw new BrokerUnavailable(`the broker did not answer: ${(error as Error).message}`)
      }
      const answer: unknown = await response.json().catch(() => null)
      if (response.ok) {
        const quote = QuoteAnswer.safeParse(answer)
        if (quote.success) return quote.data
        throw new BrokerUnavailable(`the broker's quote was malformed: ${quote.error.issues[0]?.message}`)
      }
      const why = `broker ${response.status}: ${(answer as { error?: string } | null)?.error ?? 'no error given'}`
      // 400 and 422 are about this request; a refused key (401, 403), throttling or an outage are not.
      if (response.status === 400 || response.status === 422) throw new BrokerRefused(why)
      throw new BrokerUnavailable(why)
    },
  }
}

/** The process's broker: the configured HTTP API, or none (then no quote is offered anywhere). */
export function financeBroker(env: Partial<NodeJS.ProcessEnv> = process.env): FinanceBroker | null {
  const config = brokerConfig(env)
  return config ? httpBroker(config) : null
}
