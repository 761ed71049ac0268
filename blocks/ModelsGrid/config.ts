import type { Block } from 'payload'
import { MODEL_CATEGORIES } from '@/domain/models'

export const ModelsGridBlock: Block = {
  slug: 'modelsGrid',
  interfaceName: 'ModelsGridBlock',
  labels: { singular: 'Models grid', plural: 'Models grids' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Explore the range' },
    {
      name: 'category',
      type: 'select',
      options: [...MODEL_CATEGORIES],
      admin: { description: 'Optional: show one category only. Leave empty for every model.' },
    },
    {
      name: 'limit',
      type: 'number',
      min: 1,
      max: 48,
      defaultValue: 8,
      admin: { description: 'Most models to show; a “View all models” link follows when there are more.' },
    },
  ],
}
