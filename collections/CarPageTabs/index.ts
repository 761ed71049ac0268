import type { CollectionConfig } from 'payload'
import { DEALER_TABS, TAB_AUDIENCES, tabSectionName } from '@/domain/carPageTabs'
import { tenantContentAccess } from '../access/tenantContent'

/**
 * The tabs of every car page that the dealer writes (What's Included, Why Buy From Us?,
 * Protect Your Car), each with variants for kinds of car: a car shows the most specific text
 * it has (src/domain/carPageTabs.ts).
 */
export const CarPageTabs: CollectionConfig = {
  slug: 'car-page-tabs',
  labels: { singular: 'Car page tab', plural: 'Car page tabs' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'updatedAt'],
    group: 'Vehicles',
    description:
      'Tabs on every car’s page beside Dealer Comments and Features. Write one text for every car, or variants for new, used, demo or certified cars; a car shows the most specific one.',
  },
  access: tenantContentAccess({ hasDrafts: false }),
  fields: [
    {
      name: 'name',
      type: 'text',
      admin: { hidden: true },
      hooks: {
        beforeChange: [
          ({ siblingData }) => tabSectionName(siblingData.tab, siblingData.showFor as string[] | undefined),
        ],
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'tab',
          type: 'select',
          required: true,
          options: DEALER_TABS.map((tab) => ({ label: tab.title, value: tab.value })),
        },
        {
          name: 'showFor',
          label: 'Shown on',
          type: 'select',
          hasMany: true,
          options: TAB_AUDIENCES.map((audience) => ({ ...audience })),
          admin: { description: 'Empty: every car. A certified car shows its certified text where there is one.' },
        },
      ],
    },
    { name: 'content', type: 'richText', required: true },
  ],
}
