import { HeadingFeature, lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import { LINKABLE_COLLECTIONS } from '@/domain/internalLinks'
import { ownDealersOnly } from '@blocks/fields/pickedLink'

/** Features a dealer site renders nothing for; an editor is not offered them. */
const NOT_ON_SITES = new Set(['relationship', 'heading', 'link'])

/**
 * The rich-text editor of every field: what a dealer site renders (src/components/SiteRichText).
 * Headings start at H2 (the page's title or hero is its one H1); links go to a full address or
 * to one of the dealer's own pages, offers or models, picked from a list and stored as a
 * reference, so a renamed page keeps its links. Relationship blocks, which a site cannot show,
 * are not offered.
 */
export const richTextEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((feature) => !NOT_ON_SITES.has(feature.key)),
    HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    LinkFeature({
      enabledCollections: [...LINKABLE_COLLECTIONS],
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.type === 'relationship' && field.name === 'doc' ? { ...field, filterOptions: ownDealersOnly } : field,
        ),
    }),
  ],
})
