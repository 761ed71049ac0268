import type { Block } from 'payload'

export const BrandStripBlock: Block = {
  slug: 'brandStrip',
  interfaceName: 'BrandStripBlock',
  labels: { singular: 'Brand strip', plural: 'Brand strips' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      defaultValue: 'Our brands',
      admin: {
        description:
          'One tile per make in the stock, most stocked first, each to its stock and, where the site has its models, its range.',
      },
    },
  ],
}
