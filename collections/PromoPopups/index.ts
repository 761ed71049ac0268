import type { CollectionConfig } from 'payload'
import { runningNow, tenantContentAccess } from '../access/tenantContent'
import { dateRange } from '@blocks/fields/dateRange'
import { linkField } from '@blocks/fields/link'

/** Promotional popup (max 600 px wide, 80vh high), shown until it expires or the visitor closes it. */
export const PromoPopups: CollectionConfig = {
  slug: 'promo-popups',
  labels: { singular: 'Promo popup', plural: 'Promo popups' },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'start', 'expiry', 'updatedAt'], group: 'Marketing' },
  access: tenantContentAccess({ hasDrafts: false, publicWhere: runningNow('start', 'expiry') }),
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      type: 'row',
      fields: [linkField('link', 'Link', true), { name: 'buttonLabel', type: 'text', defaultValue: 'Find out more' }],
    },
    dateRange({ name: 'start', label: 'Start' }, { name: 'expiry', label: 'Expiry', required: true }),
  ],
}
