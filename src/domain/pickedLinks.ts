import { internalLinkHref } from './internalLinks'
import { stockSearchPath } from './searchPaths'

/** What a link the admin picks can point at: the dealer's own page, offer or model, a stock search, or a typed address. */
export const PICKED_LINK_TYPES = [
  { value: 'page', label: 'A page' },
  { value: 'offer', label: 'An offer' },
  { value: 'model', label: 'A model' },
  { value: 'search', label: 'A stock search' },
  { value: 'url', label: 'A path or web address' },
] as const
export type PickedLinkType = (typeof PICKED_LINK_TYPES)[number]['value']

/** A picked link as stored: a reference where it can be (so a renamed page keeps its links). */
export type PickedLink = {
  type?: PickedLinkType | null
  page?: unknown
  offer?: unknown
  model?: unknown
  search?: { carTypes?: ('new' | 'used' | 'demo')[] | null; makes?: string | null; bodies?: string[] | null } | null
  url?: string | null
  newTab?: boolean | null
}

/**
 * Where a picked link goes now, read from the linked document as it is (populated), or null
 * when there is nowhere to go: the document was deleted or is not published, or nothing was
 * picked.
 */
export function pickedLinkHref(link: PickedLink | null | undefined): string | null {
  switch (link?.type) {
    case 'page':
      return internalLinkHref({ relationTo: 'pages', value: link.page })
    case 'offer':
      return internalLinkHref({ relationTo: 'offers', value: link.offer })
    case 'model':
      return internalLinkHref({ relationTo: 'models', value: link.model })
    case 'search':
      return stockSearchPath({
        carTypes: link.search?.carTypes ?? [],
        makes: (link.search?.makes ?? '')
          .split(',')
          .map((make) => make.trim())
          .filter(Boolean),
        bodies: link.search?.bodies ?? [],
      })
    case 'url':
      return link.url?.trim() || null
    default:
      return null
  }
}
