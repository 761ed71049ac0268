import type { Block } from 'payload'
import { CAR_TYPE_OPTIONS } from '@/domain/vehicleClassification'

export const QuickSearchBlock: Block = {
  slug: 'quickSearch',
  interfaceName: 'QuickSearchBlock',
  labels: { singular: 'Quick search', plural: 'Quick searches' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Find your next car' },
    {
      name: 'carTypes',
      type: 'select',
      hasMany: true,
      options: CAR_TYPE_OPTIONS,
      admin: { description: 'The stock it searches. Leave empty for every car type the site lists.' },
    },
  ],
}
