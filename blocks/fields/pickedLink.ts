import type { FilterOptions, GroupField, RelationshipField } from 'payload'
import { isLinkAddress, LINK_ADDRESS_PROBLEM } from '@/domain/sameSitePath'
import { PICKED_LINK_TYPES, type PickedLinkType } from '@/domain/pickedLinks'
import { CAR_TYPE_OPTIONS, SIMPLE_BODIES } from '@/domain/vehicleClassification'
import { idOf } from '@/domain/ids'

/** Only the dealer's own documents: the one being edited names its dealer. */
export const ownDealersOnly: FilterOptions = ({ data }) => {
  const tenant = idOf((data as { tenant?: Parameters<typeof idOf>[0] } | undefined)?.tenant)
  return tenant === null ? true : { tenant: { equals: tenant } }
}

const when = (type: PickedLinkType) => (_: unknown, sibling: Record<string, unknown> | undefined) =>
  sibling?.type === type

const pick = (type: 'page' | 'offer' | 'model', relationTo: 'pages' | 'offers' | 'models', label: string) =>
  ({
    name: type,
    label,
    type: 'relationship',
    relationTo,
    filterOptions: ownDealersOnly,
    admin: { condition: when(type) },
    validate: (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }) =>
      siblingData?.type !== type || (value !== null && value !== undefined && value !== '')
        ? true
        : `Choose the ${type} to link to.`,
  }) as RelationshipField

/**
 * The one link field of the admin: staff pick one of the dealer's pages, offers or models from
 * a list (stored as a reference, so a renamed page keeps its links), a stock search by car
 * type, make and body, or type a path or https:// address. `pickedLinkHref` (src/domain/pickedLinks.ts) says
 * where it goes.
 */
export const pickedLinkField = (
  name = 'link',
  label = 'Link',
  /** Table names for the stock search's lists where the field's path is too long for a database name. */
  dbNames?: { carTypes: string; bodies: string },
): GroupField => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'type',
          label: 'Goes to',
          type: 'select',
          required: true,
          defaultValue: 'page',
          options: PICKED_LINK_TYPES.map((option) => ({ ...option })),
        },
        pick('page', 'pages', 'Page'),
        pick('offer', 'offers', 'Offer'),
        pick('model', 'models', 'Model'),
        {
          name: 'url',
          label: 'Path or address',
          type: 'text',
          admin: { condition: when('url'), placeholder: '/car-finance or https://…' },
          validate: (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }) => {
            if (siblingData?.type !== 'url') return true
            return isLinkAddress(value) ? true : LINK_ADDRESS_PROBLEM
          },
        },
      ],
    },
    {
      name: 'search',
      label: 'Stock search',
      type: 'group',
      admin: { condition: when('search') },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'carTypes',
              label: 'Car types',
              type: 'select',
              hasMany: true,
              ...(dbNames ? { dbName: dbNames.carTypes } : {}),
              options: CAR_TYPE_OPTIONS,
              admin: { description: 'Leave empty for all.' },
            },
            { name: 'makes', type: 'text', admin: { description: 'Comma-separated, for example Toyota, Kia.' } },
            {
              name: 'bodies',
              label: 'Body types',
              type: 'select',
              hasMany: true,
              ...(dbNames ? { dbName: dbNames.bodies } : {}),
              options: SIMPLE_BODIES.map((body) => ({ label: body, value: body })),
            },
          ],
        },
      ],
    },
    { name: 'newTab', label: 'Open in a new tab', type: 'checkbox', defaultValue: false },
  ],
})
