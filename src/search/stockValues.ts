import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
import type { StockValues } from '@/domain/stockLandings'
import { stockList } from './stockList'

/** The makes, models and body types the dealer's listed stock holds (its search facets). */
export async function stockValuesOf(payload: Payload, tenant: Tenant, now = new Date()): Promise<StockValues> {
  const { facets } = await stockList(payload, tenant, { limit: 1 }, now)
  return {
    makes: Object.keys(facets.make ?? {}),
    makeModels: Object.keys(facets.make_model ?? {}),
    bodies: Object.keys(facets.body ?? {}),
  }
}
