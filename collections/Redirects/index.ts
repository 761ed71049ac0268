import type { CollectionConfig } from 'payload'
import { tenantContentAccess } from '../access/tenantContent'
import { linkField } from '@blocks/fields/link'
import { onePerTenant } from '../hooks/onePerTenant'

/** Per-dealer redirects, for old addresses after a site move or a renamed page. */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'permanent', 'updatedAt'], group: 'Content' },
  access: tenantContentAccess({ hasDrafts: false }),
  hooks: { beforeValidate: [onePerTenant('redirects', (from) => `There is already a redirect from ${from}.`, 'from')] },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The old path, for example /our-cars.' },
      hooks: {
        beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().replace(/(.)\/+$/, '$1') : value)],
      },
      validate: (value: unknown) =>
        typeof value === 'string' && /^\/(?!\/)[^\s?#]*$/.test(value)
          ? true
          : 'Enter a path starting with /, without ? or #.',
    },
    linkField('to', 'To', true),
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Permanent (308) tells search engines the page moved for good.' },
    },
  ],
}
