import { HOME_PAGE_SLUG } from '@/domain/pagePaths'
import type { CollectionConfig } from 'payload'
import { pageBlocks } from '@blocks/configs'
import { tenantContentAccess } from '../access/tenantContent'
import { slugField, uniqueSlugPerTenant, validSlug } from '../fields/slug'
import { builtInSlugProblem } from '@/domain/siteLinks'
import { pagePreviewUrl } from './previewUrl'

/** The page with this slug is the dealer's home page (/). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description: `Pages of the dealer site. The page with slug "${HOME_PAGE_SLUG}" is the home page.`,
    preview: (doc, { req }) => pagePreviewUrl(doc, req),
    livePreview: { url: ({ data, req }) => pagePreviewUrl(data, req) },
  },
  // Drafts are saved explicitly ("Save draft"); Live Preview re-renders on every save.
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  access: tenantContentAccess({ hasDrafts: true }),
  indexes: [{ fields: ['tenant', 'slug'], unique: true }],
  hooks: { beforeValidate: [uniqueSlugPerTenant('page')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField('title', { validate: (value: unknown) => builtInSlugProblem(value) ?? validSlug(value) }),
    {
      name: 'summary',
      type: 'textarea',
      admin: { description: 'One or two sentences shown under the title and used as the search-engine description.' },
    },
    { name: 'layout', type: 'blocks', blocks: [...pageBlocks] },
    {
      name: 'meta',
      label: 'Search engines and sharing',
      type: 'group',
      fields: [
        {
          name: 'title',
          type: 'text',
          maxLength: 70,
          admin: { description: 'Title in search results; the page title when empty. Up to 70 characters.' },
        },
        {
          name: 'description',
          type: 'textarea',
          maxLength: 160,
          admin: { description: 'Search-result snippet; the summary when empty. Up to 160 characters.' },
        },
        {
          name: 'image',
          type: 'upload',
          relationTo: 'media',
          admin: { description: 'Shown when the page is shared.' },
        },
        {
          name: 'noIndex',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Keep this page out of search engines.' },
        },
      ],
    },
  ],
}
