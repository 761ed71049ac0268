import type { Block } from 'payload'
import { TRADE_IN_FAQ } from '@/domain/tradeIn'

export const TradeInFaqBlock: Block = {
  slug: 'tradeInFaq',
  interfaceName: 'TradeInFaqBlock',
  labels: { singular: 'Trade-in FAQ', plural: 'Trade-in FAQs' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Trade-in questions' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Each question opens to show its answer.' },
      defaultValue: TRADE_IN_FAQ.map((item) => ({ ...item })),
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}
