import type { Block } from 'payload'

export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const

export const AcceptedPaymentsBlock: Block = {
  slug: 'acceptedPayments',
  interfaceName: 'AcceptedPaymentsBlock',
  labels: { singular: 'Accepted payments strip', plural: 'Accepted payments strips' },
  fields: [
    { name: 'heading', type: 'text', defaultValue: 'We accept' },
    {
      name: 'methods',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: [...PAYMENT_METHODS],
      options: PAYMENT_METHODS.map((method) => ({ label: method, value: method })),
      admin: { description: 'The payment methods the dealer takes for deposits and reservations.' },
    },
  ],
}
