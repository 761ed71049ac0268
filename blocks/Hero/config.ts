import type { Block } from 'payload'
import { linkField } from '../fields/link'

export const HeroBlock: Block = {
  slug: 'hero',
  interfaceName: 'HeroBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      required: true,
      admin: { description: 'The main headline (the page’s first heading).' },
    },
    { name: 'text', type: 'textarea', admin: { description: 'One or two sentences under the headline.' } },
    {
      name: 'image',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'Wide photo; loaded first, so keep it under 300 KB.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text' },
        {
          ...linkField('buttonLink', 'Button link'),
          admin: { description: 'Shown when both label and link are set.' },
        },
      ],
    },
  ],
}
