import type { Block } from 'payload'

export const DEFAULT_FINANCE_STEPS = [
  {
    title: 'Choose your car',
    text: 'Pick from our quality used cars, each with more than one photo and in stock now.',
  },
  { title: 'Send a finance enquiry', text: 'Tell us about yourself and the car in a few minutes; no obligation.' },
  {
    title: 'Talk it through and drive away',
    text: 'Our finance team calls you with options from our lenders and has the car ready when your loan is.',
  },
]

export const GetFinanceNowBlock: Block = {
  slug: 'getFinanceNow',
  interfaceName: 'GetFinanceNowBlock',
  labels: { singular: 'Get Finance Now', plural: 'Get Finance Now blocks' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Get Finance Now' },
    { name: 'intro', type: 'textarea', admin: { description: 'Optional short introduction under the heading.' } },
    {
      name: 'steps',
      type: 'array',
      maxRows: 6,
      defaultValue: DEFAULT_FINANCE_STEPS,
      admin: {
        description:
          'The finance steps, in order. “Start Finance Journey” goes to the finance link in the dealer’s Links settings.',
      },
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
      ],
    },
    {
      name: 'stockHeading',
      type: 'text',
      defaultValue: 'Featured used cars',
      admin: {
        description:
          'Above the featured used stock: up to 6 used cars in stock with more than one photo, featured cars first.',
      },
    },
  ],
}
