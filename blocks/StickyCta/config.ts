import type { Block } from 'payload'
import { linkField } from '../fields/link'

export const StickyCtaBlock: Block = {
  slug: 'stickyCta',
  interfaceName: 'StickyCtaBlock',
  labels: { singular: 'Sticky call-to-action bar', plural: 'Sticky call-to-action bars' },
  fields: [
    {
      name: 'text',
      type: 'text',
      required: true,
      admin: {
        description:
          'A bar pinned to the bottom of the screen. It shows just the button at first and adds this text once the visitor has scrolled 900 px.',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'buttonLabel', type: 'text', required: true, defaultValue: 'Enquire Now' },
        linkField('buttonLink', 'Button link', true),
      ],
    },
  ],
}
