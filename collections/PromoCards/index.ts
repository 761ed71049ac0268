import type { CollectionConfig } from 'payload'
import { runningNow, tenantContentAccess } from '../access/tenantContent'
import { dateRange } from '@blocks/fields/dateRange'
import { linkField } from '@blocks/fields/link'

export const PROMO_CARD_CONTEXTS = [
  { label: 'Every stock search', value: 'all' },
  { label: 'New cars', value: 'new' },
  { label: 'Used cars', value: 'used' },
  { label: 'Demo cars', value: 'demo' },
] as const

/** Image cards placed between cars in the stock grid, between their start and expiry. */
export const PromoCards: CollectionConfig = {
  slug: 'promo-cards',
  labels: { singular: 'Promo card', plural: 'Promo cards' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'positions', 'start', 'expiry', 'updatedAt'],
    group: 'Marketing',
  },
  access: tenantContentAccess({ hasDrafts: false, publicWhere: runningNow('start', 'expiry') }),
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'Describes the card for screen readers.' } },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    linkField('link', 'Link', true),
    dateRange({ name: 'start', label: 'Start', required: true }, { name: 'expiry', label: 'Expiry', required: true }),
    {
      name: 'positions',
      type: 'number',
      hasMany: true,
      required: true,
      min: 1,
      max: 100,
      admin: { description: 'Places in the stock grid, counting cars from 1, for example 1, 4, 6, 8 and 17.' },
      validate: (value: unknown) => {
        const list = Array.isArray(value) ? (value as number[]) : []
        if (list.length === 0) return 'Enter at least one position.'
        if (list.some((n) => !Number.isInteger(n) || n < 1)) return 'Positions are whole numbers from 1.'
        return new Set(list).size === list.length ? true : 'Each position can appear only once.'
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'display',
          type: 'select',
          hasMany: true,
          defaultValue: ['all'],
          options: PROMO_CARD_CONTEXTS.map((c) => ({ ...c })),
          admin: { description: 'Searches where the card appears.' },
        },
        {
          name: 'strictDisplay',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description: 'Only when the search shows exactly these car types, not when they are mixed with others.',
          },
        },
      ],
    },
  ],
}
