import type { Block } from 'payload'
import { dateRange } from '../fields/dateRange'
import { linkField } from '../fields/link'

/** Promotions as a row of wide banners (the spec's 1920 x 540), each shown between its dates. */
export const PromotionsSliderBlock: Block = {
  slug: 'promotionsSlider',
  interfaceName: 'PromotionsSliderBlock',
  labels: { singular: 'Promotions slider', plural: 'Promotions sliders' },
  fields: [
    {
      name: 'label',
      type: 'text',
      required: true,
      defaultValue: 'Current promotions',
      admin: { description: 'Names the slider for screen readers (not shown).' },
    },
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      admin: { initCollapsed: true },
      fields: [
        { name: 'heading', type: 'text', admin: { description: 'Optional headline over the banner.' } },
        {
          type: 'row',
          fields: [
            {
              name: 'image',
              type: 'upload',
              relationTo: 'media',
              required: true,
              admin: { description: 'Wide banner, 1920 x 540.' },
            },
            {
              name: 'phoneImage',
              type: 'upload',
              relationTo: 'media',
              admin: { description: 'Optional: shown on phones instead, square (1080 x 1080).' },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'buttonLabel', type: 'text' },
            {
              ...linkField('link', 'Link'),
              admin: { description: 'Where the banner leads; the button shows when it has a label.' },
            },
          ],
        },
        dateRange(
          { name: 'startsAt', label: 'Show from', description: 'Empty: from now.' },
          { name: 'endsAt', label: 'Show until', description: 'Empty: until removed.' },
        ),
      ],
    },
  ],
}
