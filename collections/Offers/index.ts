import type { CollectionConfig } from 'payload'
import { runningNow, tenantContentAccess } from '../access/tenantContent'
import { idOf } from '@tenants/roles'
import { dateRange } from '@blocks/fields/dateRange'
import { validateSharing } from './hooks/validateSharing'
import { offersVisibleOn } from '@/domain/offerVisibility'
import { OFFER_CATEGORIES } from '@/domain/offerText'
import { sitePreview } from '../hooks/sitePreviewUrl'

/** Manufacturer and dealer offers shown on /special-offers and linked models. */
export const Offers: CollectionConfig = {
  slug: 'offers',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'model', 'startDate', 'endDate', '_status'],
    group: 'Marketing',
    // /offers/<id> opens on every site (multi-brand sites also answer /offers/<make>/<id>).
    ...sitePreview((doc) => (doc.id === undefined || doc.id === null ? null : `/offers/${String(doc.id)}`)),
  },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  access: tenantContentAccess({
    hasDrafts: true,
    publicScope: offersVisibleOn,
    publicWhere: runningNow('startDate', 'endDate'),
  }),
  hooks: { beforeValidate: [validateSharing] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          defaultValue: OFFER_CATEGORIES[0],
          options: [...OFFER_CATEGORIES],
        },
        {
          name: 'enquireLabel',
          type: 'text',
          defaultValue: 'Enquire Now',
          admin: { description: 'Text of the enquiry button.' },
        },
      ],
    },
    {
      name: 'description',
      type: 'richText',
      admin: { description: 'Shown in full up to 200 characters; longer text gets “View more”.' },
    },
    {
      name: 'disclaimer',
      type: 'textarea',
      admin: { description: 'Legal fine print; longer than 200 characters gets “View full disclaimer”.' },
    },
    dateRange(
      { name: 'startDate', label: 'Start date', required: true },
      { name: 'endDate', label: 'End date', description: 'Leave empty for an offer without an end date.' },
    ),
    {
      type: 'row',
      fields: [
        { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers' },
        {
          name: 'model',
          type: 'relationship',
          relationTo: 'models',
          admin: { description: 'Adds an “Explore {model}” link.' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media' },
        {
          name: 'useModelImage',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Use the model’s image when the offer has none.' },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Dealer group sharing',
      admin: {
        initCollapsed: true,
        description: 'For a dealer group’s offers: show them on the group’s member sites too.',
      },
      fields: [
        {
          name: 'shareWithGroup',
          label: 'Share with the group’s sites',
          type: 'checkbox',
          defaultValue: false,
          admin: {
            description:
              'Shows this offer on every site that belongs to this dealer group, except those excluded below.',
          },
        },
        {
          name: 'excludedSites',
          label: 'Excluded sites',
          type: 'relationship',
          relationTo: 'tenants',
          hasMany: true,
          filterOptions: ({ data }) => {
            const group = idOf(data?.tenant)
            return group === null ? false : { dealerGroup: { equals: group } }
          },
          admin: {
            condition: (data) => Boolean(data?.shareWithGroup),
            description: 'Member sites that must not show this offer, for example a used-car site for a new-car deal.',
          },
        },
      ],
    },
  ],
}
