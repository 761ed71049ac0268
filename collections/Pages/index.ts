import { LABELLED_ROW } from '../fields/labelledRow'
import type { CollectionConfig } from 'payload'
import { HOME_PAGE_SLUG } from '@/domain/pagePaths'
import { builtInSlugProblem } from '@/domain/siteLinks'
import { chooserEntryOf } from '@blocks/chooser/catalogue'
import { blockThumbnailUrl } from '@blocks/chooser/thumbnail'
import { pageBlocks } from '@blocks/configs'
import { tenantContentAccess } from '../access/tenantContent'
import { slugField, uniqueSlugPerTenant, validSlug } from '../fields/slug'
import { pageAddress } from '../fields/siteAddresses'
import { sitePreview, sitePreviewUrl } from '../hooks/sitePreviewUrl'

/** The signed preview link of a page (the admin's Preview button and Live Preview). */
export const pagePreviewUrl = sitePreviewUrl(pageAddress)

/** The page with this slug is the dealer's home page (/). */
export const Pages: CollectionConfig = {
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    description: `Pages of the dealer site. The page with slug "${HOME_PAGE_SLUG}" is the home page.`,
    ...sitePreview(pageAddress),
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
    {
      name: 'layout',
      type: 'blocks',
      // Each block's row is named by its own heading ("Hero banner · Summer at Harbour"), not
      // "Untitled"; the chooser groups the blocks and shows what each looks like and does.
      blocks: pageBlocks.map((block) => ({
        ...block,
        admin: {
          ...block.admin,
          group: chooserEntryOf(block.slug).group,
          images: {
            thumbnail: { url: blockThumbnailUrl(block.slug), alt: chooserEntryOf(block.slug).description },
          },
          disableBlockName: true,
          components: { ...block.admin?.components, Label: LABELLED_ROW },
        },
      })),
    },
  ],
}
