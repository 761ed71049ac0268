import type { Block } from 'payload'

export const LocationMapBlock: Block = {
  slug: 'locationMap',
  interfaceName: 'LocationMapBlock',
  labels: { singular: 'Location map', plural: 'Location maps' },
  fields: [
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      required: true,
      admin: {
        description:
          'The map loads when visitors scroll to it, never with the page. The location needs latitude and longitude.',
      },
    },
    { name: 'heading', type: 'text', admin: { description: 'Optional; defaults to “Find us”.' } },
  ],
}
