import type { Block } from 'payload'
import { locationFilterField } from '../fields/locationFilter'

export const WeekendHoursBlock: Block = {
  slug: 'weekendHours',
  interfaceName: 'WeekendHoursBlock',
  labels: { singular: 'Weekend hours', plural: 'Weekend hours blocks' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Open this weekend' },
    locationFilterField({
      defaultValue: 'sales',
      oneLocation: false,
      description: 'Whose Saturday and Sunday hours to show (the dealer’s closed-weekend wording applies).',
    }),
  ],
}
