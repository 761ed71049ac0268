import type { TradeInEnquiryBlock as TradeInEnquiryData, Tenant } from '@/payload-types'
import { EnquiryBlockView } from '../fields/EnquiryBlockView'
import { TRADE_IN_DEFAULTS } from './config'

/** Sell or trade in (spec: /trade-in): the visitor's car and details, stored as a trade-in lead. */
export function TradeInEnquiryBlock({ block, tenant }: { block: TradeInEnquiryData; tenant: Tenant }) {
  return (
    <EnquiryBlockView
      block={block}
      tenant={tenant}
      category="trade-in"
      name="trade-in"
      submitLabel="Get My Valuation"
      defaults={TRADE_IN_DEFAULTS}
    />
  )
}
