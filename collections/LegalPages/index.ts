import type { CollectionConfig } from 'payload'
import { LEGAL_PAGE_KINDS } from '@/domain/legalPages'
import { tenantContentAccess } from '../access/tenantContent'
import { onePerTenant } from '../hooks/onePerTenant'

/** The legal pages every dealer site has, and the address each is published at. */

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', '_status', 'updatedAt'],
    group: 'Content',
    description:
      'Terms of use, privacy policy, complaints guidance and the unsubscribe page. The complaints page also lists the consumer regulator of each state the dealer has a location in.',
  },
  versions: { drafts: true, maxPerDoc: 25 },
  access: tenantContentAccess({ hasDrafts: true }),
  hooks: {
    beforeValidate: [
      onePerTenant('legal-pages', (kind) => `This dealer already has a “${kind}” page; edit that one instead.`, 'kind'),
    ],
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: LEGAL_PAGE_KINDS.map(({ value, label, path }) => ({ value, label: `${label} (${path})` })),
      admin: { position: 'sidebar' },
    },
    { name: 'title', type: 'text', required: true },
    { name: 'body', type: 'richText', required: true },
  ],
}
