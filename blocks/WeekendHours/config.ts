import type { Block } from 'payload'

export const WeekendHoursBlock: Block = {
  slug: 'weekendHours',
  interfaceName: 'WeekendHoursBlock',
  labels: { singular: 'Weekend hours', plural: 'Weekend hours blocks' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Open this weekend' },
    {
      name: 'filter',
      type: 'select',
      required: true,
      defaultValue: 'sales',
      options: [
        { label: 'All locations', value: 'all' },
        { label: 'The primary location', value: 'primary' },
        { label: 'Sales', value: 'sales' },
        { label: 'Service', value: 'service' },
        { label: 'Parts', value: 'parts' },
        { label: 'Service and parts', value: 'service-and-parts' },
      ],
      admin: { description: 'Whose Saturday and Sunday hours to show (the dealer’s closed-weekend wording applies).' },
    },
  ],
}
