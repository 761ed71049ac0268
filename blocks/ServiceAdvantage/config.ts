import type { Block } from 'payload'

export const ServiceAdvantageBlock: Block = {
  slug: 'serviceAdvantage',
  interfaceName: 'ServiceAdvantageBlock',
  labels: { singular: 'Service Advantage panel', plural: 'Service Advantage panels' },
  fields: [
    {
      name: 'model',
      type: 'relationship',
      relationTo: 'models',
      required: true,
      admin: {
        description:
          'The model whose capped service price is shown (from Service prices: its own row, else the default row).',
      },
    },
  ],
}
