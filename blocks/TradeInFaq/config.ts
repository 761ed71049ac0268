import type { Block } from 'payload'

export const TradeInFaqBlock: Block = {
  slug: 'tradeInFaq',
  interfaceName: 'TradeInFaqBlock',
  labels: { singular: 'Trade-in FAQ', plural: 'Trade-in FAQs' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'Trade-in questions' },
    {
      name: 'items',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Question', plural: 'Questions' },
      admin: { description: 'Each question opens to show its answer.' },
      defaultValue: [
        {
          question: 'How do you value my car?',
          answer: 'We look at its age, kilometres, condition, service history and what similar cars sell for today.',
        },
        {
          question: 'Do I have to buy a car from you?',
          answer: 'No. We will buy your car outright, whether or not you buy from us.',
        },
        {
          question: 'What if I still owe money on it?',
          answer: 'We pay out your finance company and, where your car is worth more, pay you the difference.',
        },
        {
          question: 'What should I bring?',
          answer: 'Your driver licence, registration papers, service book and every key.',
        },
      ],
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}
