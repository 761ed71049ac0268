import type { Block } from 'payload'
import { CAR_TYPE_OPTIONS, SIMPLE_BODIES } from '@/domain/vehicleClassification'
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
        {
          name: 'bodies',
          label: 'Body types',
          type: 'select',
          hasMany: true,
          options: SIMPLE_BODIES.map((body) => ({ label: body, value: body })),
          admin: { description: 'Optional: only these body types, for example SUV and Ute.' },
        },
        {
          name: 'priceMin',
          label: 'Price from ($)',
          type: 'number',
          min: 0,
          max: 10_000_000,
          admin: { description: 'Optional.' },
        },
        {
          name: 'priceMax',
          label: 'Price up to ($)',
          type: 'number',
          min: 0,
          max: 10_000_000,
          admin: { description: 'Optional: 30000 for a “Used under $30k” list.' },
          validate: (value: unknown, { siblingData }: { siblingData?: { priceMin?: unknown } }) =>
            typeof value === 'number' && typeof siblingData?.priceMin === 'number' && value < siblingData.priceMin
              ? 'Price up to must be at least the price from.'
              : true,
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
