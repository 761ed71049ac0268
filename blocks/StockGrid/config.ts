import type { Block } from 'payload'
import { CAR_TYPE_OPTIONS } from '@/domain/vehicleClassification'
import { DEFAULT_SORT, type SortKey } from '@/search/query'

const SORT_OPTIONS: { label: string; value: SortKey }[] = [
  { label: 'Recommended (featured first)', value: 'custom_rank' },
  { label: 'Newest listings', value: 'newest' },
  { label: 'Lowest price', value: 'price_asc' },
  { label: 'Highest price', value: 'price_desc' },
  { label: 'Newest year', value: 'year_desc' },
  { label: 'Lowest kilometres', value: 'km_asc' },
]

export const StockGridBlock: Block = {
  slug: 'stockGrid',
  interfaceName: 'StockGridBlock',
  labels: { singular: 'Stock grid', plural: 'Stock grids' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Our latest stock' },
    {
      type: 'row',
      fields: [
        {
          name: 'carTypes',
          type: 'select',
          hasMany: true,
          options: CAR_TYPE_OPTIONS,
          admin: { description: 'Leave empty for every car type the site lists.' },
        },
        {
          name: 'makes',
          type: 'text',
          hasMany: true,
          admin: { description: 'Optional: only these makes, for example Toyota.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'sortBy', type: 'select', required: true, defaultValue: DEFAULT_SORT, options: SORT_OPTIONS },
        {
          name: 'limit',
          type: 'number',
          min: 3,
          max: 60,
          admin: {
            description: 'Cars shown. Leave empty for one search page (the results per page in the Stock settings).',
          },
        },
      ],
    },
    {
      name: 'showPromoCards',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Place the running promo cards for these car types at their positions between the cars.' },
    },
  ],
}
