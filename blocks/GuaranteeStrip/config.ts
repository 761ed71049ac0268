import type { Block } from 'payload'

/** The spec's used-car guarantee strip: five slogans and a RESERVE ONLINE link. */
export const DEFAULT_GUARANTEES = [
  'Quality inspected',
  '5-day money-back guarantee',
  'Fixed, no-haggle price',
  'Finance arranged for you',
  'Trade-ins welcome',
]

export const GuaranteeStripBlock: Block = {
  slug: 'guaranteeStrip',
  interfaceName: 'GuaranteeStripBlock',
  labels: { singular: 'Guarantee strip', plural: 'Guarantee strips' },
  fields: [
    {
      name: 'slogans',
      type: 'array',
      minRows: 1,
      maxRows: 5,
      defaultValue: DEFAULT_GUARANTEES.map((text) => ({ text })),
      admin: { description: 'Up to five short promises, shown in a row.' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'showReserveOnline',
      label: 'Show RESERVE ONLINE',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Links to the used-car search, where cars can be reserved when reserving is switched on.' },
    },
  ],
}
