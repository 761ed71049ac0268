import type { Block } from 'payload'
import { linkField } from '../fields/link'

export const BlogCardsBlock: Block = {
  slug: 'blogCards',
  interfaceName: 'BlogCardsBlock',
  labels: { singular: 'Blog category cards', plural: 'Blog category cards' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'From our blog' },
    {
      name: 'cards',
      type: 'array',
      minRows: 1,
      maxRows: 8,
      admin: { description: 'One card per blog category, for example Vehicle Reviews → /blog/vehicle-reviews.' },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'description', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        linkField('link', 'Link', true, 'The blog category, for example /blog/vehicle-reviews.'),
      ],
    },
  ],
}
