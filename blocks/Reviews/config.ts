import type { Block } from 'payload'

export const ReviewsBlock: Block = {
  slug: 'reviews',
  interfaceName: 'ReviewsBlock',
  labels: { singular: 'Reviews', plural: 'Reviews blocks' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      defaultValue: 'What our customers say',
      admin: {
        description:
          'The block shows only while the average rating is above the minimum in the dealer’s Reviews settings.',
      },
    },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'Optional: one location’s reviews and rating. Leave empty for the whole dealership.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 48,
      defaultValue: 12,
      admin: { description: 'Most reviews to show, newest first.' },
    },
  ],
}
