import type { Block } from 'payload'
import { OFFER_CATEGORIES } from '@/domain/offerText'

export const OffersListBlock: Block = {
  slug: 'offersList',
  interfaceName: 'OffersListBlock',
  labels: { singular: 'Offers list', plural: 'Offers lists' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Latest offers' },
    {
      name: 'category',
      type: 'select',
      options: [...OFFER_CATEGORIES],
      admin: { description: 'Optional: only offers of this category. Leave empty for every running offer.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 24,
      defaultValue: 3,
      admin: { description: 'Most offers to show, newest first; “View all offers” links to /special-offers.' },
    },
    {
      name: 'display',
      type: 'select',
      required: true,
      defaultValue: 'grid',
      options: [
        { label: 'Grid (every offer in view)', value: 'grid' },
        { label: 'Carousel (a row to swipe through)', value: 'carousel' },
      ],
    },
  ],
}
