import type { Block } from 'payload'
import { locationFilterField } from '../fields/locationFilter'

export const LocationsBlock: Block = {
  slug: 'locations',
  interfaceName: 'LocationsBlock',
  labels: { singular: 'Locations', plural: 'Locations blocks' },
  fields: [
    {
      name: 'heading',
      type: 'text',
      admin: {
        description: 'Optional. The carousel on dealer-group sites is titled “Our Locations” unless you set one.',
      },
    },
    {
      type: 'row',
      fields: [
        locationFilterField({
          defaultValue: 'all',
          oneLocation: true,
          description: 'Which visible locations to show, sorted by name.',
        }),
        {
          name: 'display',
          type: 'select',
          required: true,
          defaultValue: 'auto',
          options: [
            { label: 'Automatic (a carousel on dealer-group sites)', value: 'auto' },
            { label: 'Cards', value: 'cards' },
            { label: 'Carousel', value: 'carousel' },
          ],
          admin: { description: 'One location always shows as a large card with its map.' },
        },
      ],
    },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { condition: (_, block) => block?.filter === 'location', description: 'The location to show.' },
      validate: (value: unknown, { siblingData }: { siblingData: { filter?: string } }) =>
        siblingData?.filter === 'location' && !value ? 'Choose the location to show.' : true,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'showHours',
          type: 'checkbox',
          defaultValue: true,
          admin: { description: 'Opening hours (Mon-Fri, Sat, Sun) on each card.' },
        },
        {
          name: 'showLicence',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'The dealer licence number on each card.' },
        },
      ],
    },
  ],
}
