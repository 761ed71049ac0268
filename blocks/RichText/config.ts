import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Rich text', plural: 'Rich text' },
  fields: [
    {
      name: 'content',
      type: 'richText',
      required: true,
      admin: { description: 'Headings, paragraphs, lists and links.' },
    },
  ],
}
