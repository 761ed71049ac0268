import type { CollectionConfig } from 'payload'
import { MODEL_CATEGORIES, MODEL_STATUSES } from '@/domain/models'
import { modelAddress } from '../fields/siteAddresses'
import { sitePreview } from '../hooks/sitePreviewUrl'
import { tenantContentAccess } from '../access/tenantContent'
import { linkField } from '@blocks/fields/link'
import { slugField, uniqueSlugPerTenant } from '../fields/slug'

/** New models the dealer sells, as shown in the models mega-menu and on model pages. */
export const Models: CollectionConfig = {
  slug: 'models',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'manufacturer', 'category', 'status', 'updatedAt'],
    group: 'Vehicles',
    // A model whose page is elsewhere (an override URL to the maker's site) has no preview here.
    ...sitePreview(modelAddress),
  },
  defaultSort: 'sortOrder',
  access: tenantContentAccess({ hasDrafts: false }),
  hooks: { beforeValidate: [uniqueSlugPerTenant('model')] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'For example “RAV4” or “LandCruiser 300”.' } },
    slugField('name'),
    { name: 'manufacturer', type: 'relationship', relationTo: 'manufacturers', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'category',
          type: 'select',
          required: true,
          options: [...MODEL_CATEGORIES],
          admin: { description: 'Mega-menu group.' },
        },
        {
          name: 'status',
          type: 'select',
          options: [
            { label: 'All-New', value: MODEL_STATUSES[0] },
            { label: 'Upcoming (coming soon)', value: MODEL_STATUSES[1] },
          ],
          admin: { description: 'Label on the menu card; leave empty for none. Upcoming models hide “Our Stock”.' },
        },
        { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { description: 'Lower numbers come first.' } },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    {
      name: 'summary',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'One or two sentences for the model page and the models list.' },
    },
    linkField(
      'overrideUrl',
      'Override URL',
      false,
      'Link to this page instead of the model page, for example /new-toyota-rav4-vehicle.',
    ),
    { name: 'accessoriesCount', type: 'number', min: 0, defaultValue: 0 },
  ],
}
