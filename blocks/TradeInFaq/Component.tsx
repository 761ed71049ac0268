import type { TradeInFaqBlock as TradeInFaqData } from '@/payload-types'
import { FaqList } from '@/components/FaqList'

/** The trade-in FAQ as the dealer wrote it. */
export function TradeInFaqBlock({ block }: { block: TradeInFaqData }) {
  return <FaqList heading={block.heading} items={block.items ?? []} />
}
