import type { CollectionConfig } from 'payload'
import { ratingProblem } from '@/domain/reviews'
import { tenantContentAccess } from '../access/tenantContent'
import { updateAggregatesAfterChange, updateAggregatesAfterDelete } from './hooks/updateAggregates'

/** Customer reviews per location; each save keeps the location’s and dealer’s rating current. */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  admin: {
    useAsTitle: 'customerName',
    defaultColumns: ['customerName', 'rating', 'location', 'reviewDate'],
    group: 'Dealership',
  },
  defaultSort: '-reviewDate',
  access: tenantContentAccess({ hasDrafts: false }),
  hooks: { afterChange: [updateAggregatesAfterChange], afterDelete: [updateAggregatesAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'customerName', type: 'text', required: true },
        {
          name: 'rating',
          type: 'number',
          required: true,
          admin: { step: 0.1, description: '1 to 5, one decimal place.' },
          validate: (value: unknown) => ratingProblem(value) ?? true,
        },
        { name: 'reviewDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } },
      ],
    },
    { name: 'text', type: 'textarea', required: true },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    {
      type: 'collapsible',
      label: 'Dealer reply',
      fields: [
        { name: 'replyText', type: 'textarea' },
        { name: 'replyDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } },
      ],
    },
  ],
}
