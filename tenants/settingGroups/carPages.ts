import type { Field } from 'payload'
import { CAR_BUTTONS, type CarButton } from '@/domain/carPage'

/** Defaults of the car page settings (kept in the stock group). */
export const carPageDefaults = {
  carPageButtons: [...CAR_BUTTONS] as CarButton[],
  financeButtonLabel: 'Apply for finance' as (typeof FINANCE_BUTTON_LABELS)[number],
  noPhotoText: 'Photos coming soon',
}

/** Spec: the finance button reads "Finance Enquiry" on some dealers' sites. */
export const FINANCE_BUTTON_LABELS = ['Apply for finance', 'Finance Enquiry'] as const

const BUTTON_LABELS: Record<CarButton, string> = {
  enquire: 'Enquire',
  reserve: 'Reserve Now',
  'test-drive': 'Book A Test Drive',
  'trade-in': 'Trade In',
  offer: 'Make an Offer',
  photos: 'Request Photos',
  call: 'Call (click to dial)',
  finance: 'The finance estimate’s button',
}

export const carPageCollapsible: Field = {
  type: 'collapsible',
  label: 'Car pages',
  fields: [
    {
      name: 'carPageButtons',
      label: 'Buttons on a car’s page',
      type: 'select',
      hasMany: true,
      defaultValue: carPageDefaults.carPageButtons,
      options: CAR_BUTTONS.map((value) => ({ value, label: BUTTON_LABELS[value] })),
      admin: {
        description:
          'The buttons a car in stock offers, in this order on the page. Reserve Now shows only with online reservations set up, Book A Test Drive only on cars that can be test driven, the call button only with a number to call. Leave empty for all.',
      },
    },
    {
      name: 'financeButtonLabel',
      label: 'The finance estimate’s button',
      type: 'select',
      defaultValue: carPageDefaults.financeButtonLabel,
      options: [...FINANCE_BUTTON_LABELS],
    },
    {
      name: 'noPhotoText',
      label: 'A car without photos says',
      type: 'text',
      defaultValue: carPageDefaults.noPhotoText,
      admin: {
        description:
          'On its card and page until its photos arrive. For example “Arriving soon, please enquire for photos”.',
      },
    },
  ],
}
