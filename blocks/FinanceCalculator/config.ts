import type { Block } from 'payload'

export const FinanceCalculatorBlock: Block = {
  slug: 'financeCalculator',
  interfaceName: 'FinanceCalculatorBlock',
  labels: { singular: 'Finance calculator', plural: 'Finance calculators' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Finance Calculator' },
    {
      name: 'startPrice',
      type: 'number',
      min: 0,
      defaultValue: 30_000,
      admin: {
        description:
          'The purchase price the calculator opens with. Limits, rate, term, fee and quick-pick amounts come from the dealer’s Finance settings.',
      },
    },
    {
      name: 'disclaimer',
      type: 'textarea',
      admin: {
        description:
          'Optional. Leave empty to use the disclaimer in the dealer’s Finance settings. Over 200 characters it is shortened with View full disclaimer.',
      },
    },
  ],
}
