import { LEAD_RATE_LIMIT } from '@/domain/leads'
import { ConfigurationError } from './configurationError'

/**
 * How many leads one address may send one dealer site in ten minutes: the platform's five
 * (src/domain/leads.ts) unless LEAD_RATE_LIMIT says otherwise, for dealers whose customers
 * share an address (a showroom kiosk, a large office's network) and for test environments.
 * A value that is not a whole number from 1 to 1000 stops start-up (payload.config.ts).
 */
export function leadRateLimit(env: Partial<NodeJS.ProcessEnv> = process.env): { limit: number; windowMs: number } {
  const configured = env.LEAD_RATE_LIMIT?.trim()
  if (!configured) return LEAD_RATE_LIMIT
  const limit = Number(configured)
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
    throw new ConfigurationError(
      `LEAD_RATE_LIMIT must be a whole number of leads from 1 to 1000 (per address, dealer and ten minutes), not "${configured}".`,
    )
  return { limit, windowMs: LEAD_RATE_LIMIT.windowMs }
}
