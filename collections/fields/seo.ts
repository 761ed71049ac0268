import { seoPlugin } from '@payloadcms/plugin-seo'
import type { GenerateURL } from '@payloadcms/plugin-seo/types'
import type { Field, PayloadRequest } from 'payload'
import { idOf } from '@/domain/ids'
import { offerPath } from '@/domain/offerPath'
import { plainText } from '@/domain/offerText'
import { HOME_PAGE_SLUG } from '@/domain/pagePaths'
import { DESCRIPTION_LENGTH, searchDescription, searchTitle } from '@/domain/searchSnippet'
import { representsOneMake } from '@tenants/settings'
import { siteOrigin } from '@tenants/siteUrl'
import { modelAddress, pageAddress } from './siteAddresses'

/** The documents that are pages of a dealer site with their own search-result snippet. */
export const SEO_COLLECTIONS = ['pages', 'offers', 'models'] as const
type SeoCollection = (typeof SEO_COLLECTIONS)[number]

type GenerateArgs = { collectionConfig?: { slug: string }; doc: Record<string, unknown>; req: PayloadRequest }

const collectionOf = (args: GenerateArgs) => args.collectionConfig?.slug as SeoCollection | undefined

/** The dealer the document belongs to, as its staff member may read it. */
async function tenantOf({ doc, req }: GenerateArgs) {
  const id = idOf(doc.tenant as Parameters<typeof idOf>[0])
  if (id === null) return null
  return req.payload.findByID({
    collection: 'tenants',
    id,
    depth: 0,
    overrideAccess: false,
    user: req.user,
    disableErrors: true,
    req,
  })
}

/** The name a document goes by on its site (null for the home page, which is the dealer's name). */
function nameOf(collection: SeoCollection | undefined, doc: Record<string, unknown>): string | null {
  if (collection === 'pages') return doc.slug === HOME_PAGE_SLUG ? null : String(doc.title ?? '')
  return String(doc.name ?? '') || null
}

/** The document's own words that stand in for a description. */
function ownText(collection: SeoCollection | undefined, doc: Record<string, unknown>): string {
  if (collection === 'offers') return plainText(doc.description as Parameters<typeof plainText>[0])
  return String(doc.summary ?? '')
}

async function pathOf(args: GenerateArgs, tenant: Parameters<typeof representsOneMake>[0]): Promise<string | null> {
  const { doc, req } = args
  switch (collectionOf(args)) {
    case 'pages':
      return pageAddress(doc)
    case 'models':
      return modelAddress(doc)
    case 'offers': {
      if (doc.id === undefined || doc.id === null) return null
      const makeId = idOf(doc.manufacturer as Parameters<typeof idOf>[0])
      const manufacturer =
        makeId === null
          ? null
          : await req.payload.findByID({ collection: 'manufacturers', id: makeId, depth: 0, disableErrors: true, req })
      return offerPath({ id: doc.id as string | number, manufacturer }, { singleMake: representsOneMake(tenant) })
    }
    default:
      return null
  }
}

const generateURL: GenerateURL = async (args) => {
  const tenant = await tenantOf(args as GenerateArgs)
  if (!tenant) return ''
  return `${siteOrigin(tenant)}${(await pathOf(args as GenerateArgs, tenant)) ?? '/'}`
}

/** What staff may add to the plugin's fields: our limits, and a switch to keep a page out of search engines. */
const withOurLimits = ({ defaultFields }: { defaultFields: Field[] }): Field[] => [
  ...defaultFields.map((field) => {
    if (!('name' in field)) return field
    if (field.name === 'title' && field.type === 'text')
      return { ...field, maxLength: 70, admin: { ...field.admin, description: 'Up to 70 characters.' } }
    if (field.name === 'description' && field.type === 'textarea')
      return {
        ...field,
        maxLength: DESCRIPTION_LENGTH,
        admin: { ...field.admin, description: 'Up to 160 characters.' },
      }
    return field
  }),
  {
    name: 'noIndex',
    type: 'checkbox',
    defaultValue: false,
    admin: { description: 'Keep this out of search engines and the sitemap.' },
  },
]

/**
 * Payload's SEO plugin on the dealer-site documents: a `meta` group (title, description,
 * image, noIndex) with the search-result preview. "Auto-generate" fills in what the site
 * would show anyway (src/domain/searchSnippet.ts), so staff start from it.
 */
export const seo = seoPlugin({
  collections: [...SEO_COLLECTIONS],
  uploadsCollection: 'media',
  generateTitle: async (args) => {
    const tenant = await tenantOf(args as GenerateArgs)
    return searchTitle(null, nameOf(collectionOf(args as GenerateArgs), args.doc), tenant?.name ?? '')
  },
  generateDescription: (args) => searchDescription(null, ownText(collectionOf(args as GenerateArgs), args.doc)),
  generateURL,
  fields: withOurLimits,
})
