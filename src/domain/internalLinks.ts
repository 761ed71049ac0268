import { pagePath } from './pagePaths'
import { modelPath } from './models'

/** The collections a rich-text link can point at on the dealer's own site. */
export const LINKABLE_COLLECTIONS = ['pages', 'offers', 'models'] as const

/** A rich-text link's target as Payload stores it: the collection and the document (populated) or its id. */
export type LinkedDoc = { relationTo: string; value: unknown } | null | undefined

type Target = { id?: unknown; slug?: unknown; overrideUrl?: unknown; _status?: unknown }

/**
 * Where a rich-text link to the dealer's own page, offer or model goes, read from the linked
 * document as it is now (so a renamed page keeps its links), or null when there is nowhere to
 * go: the document was deleted, is not published, or was not read with the text.
 */
export function internalLinkHref(doc: LinkedDoc): string | null {
  if (!doc || typeof doc.value !== 'object' || doc.value === null) return null
  const target = doc.value as Target
  if (target._status === 'draft') return null
  switch (doc.relationTo) {
    case 'pages':
      return typeof target.slug === 'string' ? pagePath(target.slug) : null
    case 'offers':
      return target.id !== undefined && target.id !== null ? `/offers/${String(target.id)}` : null
    case 'models':
      return typeof target.slug === 'string'
        ? modelPath({
            name: '',
            slug: target.slug,
            overrideUrl: typeof target.overrideUrl === 'string' ? target.overrideUrl : null,
          })
        : null
    default:
      return null
  }
}
